// The users app's calls (spec section 7 `GET /api/users/list`, with our
// paged form; `GET /api/users/{id}`; `POST /api/users/update`): the sample
// people of the demo service, shared by every signed-in user.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AreaRights = { read: boolean; write: boolean; create: boolean; delete: boolean };
export type PermissionArea = 'users' | 'posts' | 'comments';

/** Spec section 3, "Detailed user". */
export type DemoUser = {
  id: number;
  username: string;
  avatar: string;
  email: string;
  name: string;
  dob: string;
  gender: string;
  country: string;
  role: string;
  status: string;
  is_verified: boolean;
  department: string;
  company: string;
  mobile: string;
  website: string;
  languages_known: string[];
  contact_options: string[];
  location: { add_line_1: string; add_line_2: string; post_code: string; city: string; state: string; country: string };
  social_links: {
    twitter: string;
    facebook: string;
    instagram: string;
    github: string;
    codepen: string;
    slack: string;
  };
  permissions: Record<PermissionArea, AreaRights>;
  /** When they joined, RFC 3339 UTC (our addition; read only). */
  created_at: string;
};

export type DemoUsersQuery = {
  page: number;
  perPage: number;
  q?: string;
  role?: string;
  status?: string;
  department?: string;
};

export type DemoUsersPage = { data: DemoUser[]; total: number; page: number; perPage: number; totalPages: number };

export const demoUserKeys = {
  all: ['demo-users'] as const,
  list: (query: DemoUsersQuery) => ['demo-users', 'list', query] as const,
  one: (id: number) => ['demo-users', 'one', id] as const,
};

/** One server page of the sample users, filtered and searched. */
export function useDemoUsers(query: DemoUsersQuery) {
  return useQuery({
    queryKey: demoUserKeys.list(query),
    queryFn: ({ signal }) => api.get<DemoUsersPage>('/api/users/list', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One sample user (404 USER_NOT_FOUND for an unknown id). */
export function useDemoUser(id: number | null) {
  return useQuery({
    queryKey: demoUserKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<DemoUser>(`/api/users/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
}

/** Saves an edited user (the whole user); the lists and the profile refresh. */
export function useUpdateDemoUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (user: DemoUser) => api.post<DemoUser>('/api/users/update', user),
    onSuccess: (saved) => {
      client.setQueryData(demoUserKeys.one(saved.id), saved);
      void client.invalidateQueries({ queryKey: ['demo-users', 'list'] });
    },
  });
}
