// /api/v1/functions: the organisation's functions (departments).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';
import type { OrgFunction, Page } from './types';

/** All functions (at most 100, the API's page limit), optionally filtered by `q`. */
export function useFunctions(q = '') {
  return useQuery({
    queryKey: [...settingsKeys.functions, { q }],
    queryFn: ({ signal }) =>
      api.get<Page<OrgFunction>>('/api/v1/functions', { query: { per_page: 100, q: q || undefined }, signal }),
    select: (page) => page.data,
  });
}

export type FunctionInput = {
  name: string;
  parent_id: string | null;
  head_user_id: string | null;
  description: string;
};

export function useFunctionMutations() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: settingsKeys.functions });
  return {
    create: useMutation({
      mutationFn: (input: FunctionInput) => api.post<OrgFunction>('/api/v1/functions', input),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: FunctionInput & { id: string }) =>
        api.patch<OrgFunction>(`/api/v1/functions/${encodeURIComponent(id)}`, input),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`/api/v1/functions/${encodeURIComponent(id)}`),
      onSuccess: invalidate,
    }),
  };
}
