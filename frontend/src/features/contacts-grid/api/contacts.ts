// GET /api/aggrid/data: every row of the contacts grid, `{data:[contacts]}`
// (about 200: the grid sorts, filters and pages them in the browser).
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A row of the contacts grid (spec section 3). */
export type Contact = {
  firstname: string;
  lastname: string;
  company: string;
  address: string;
  city: string;
  country: string;
  state: string;
  zip: string;
  phone: string;
  fax: string;
  email: string;
  web: string;
  followers: number;
};

export const contactKeys = { all: ['aggrid', 'contacts'] as const };

export function useContacts() {
  return useQuery({
    queryKey: contactKeys.all,
    queryFn: ({ signal }) => api.get<{ data: Contact[] }>('/api/aggrid/data', { signal }),
    select: (body) => body.data,
  });
}
