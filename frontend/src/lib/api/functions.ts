// /api/v1/functions: the one module every screen reads the organisation's
// functions (departments) through: the Functions and Users settings screens,
// the risk forms, filters and reports, and the profile. One key prefix for
// every list (`functionKeys.all`), invalidated by every create, edit and
// delete, so a change in Settings refreshes every pick list at once.
// The API gives at most 100 a page, enough for the whole tree.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type OrgFunction = {
  id: string;
  name: string;
  parent_id: string | null;
  head_user_id: string | null;
  head_name: string | null;
  description: string;
  member_count: number;
};

/** The body of a create or an edit (function.manage). */
export type FunctionInput = {
  name: string;
  parent_id: string | null;
  head_user_id: string | null;
  description: string;
};

type FunctionPage = { data: OrgFunction[]; page: number; per_page: number; total: number };

/** The function lists' keys: `all` (what every change invalidates) and one list per search. */
export const functionKeys = {
  all: ['functions'] as const,
  list: (q = '') => ['functions', { q }] as const,
};

/** A list answer that is either a `{data}` page or (from an older server) a bare array. */
const rows = (answer: FunctionPage | OrgFunction[] | null | undefined): OrgFunction[] =>
  Array.isArray(answer) ? answer : (answer?.data ?? []);

/**
 * Every function (at most 100), or those matching `q` (server-side search).
 * A pick list passes `silent` (failing leaves it empty; the screen's own query
 * reports the error); the Functions screen does not.
 */
export function useFunctions({
  q = '',
  silent = false,
  enabled = true,
}: { q?: string; silent?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: functionKeys.list(q),
    queryFn: ({ signal }) =>
      api.get<FunctionPage | OrgFunction[]>('/api/v1/functions', {
        query: { per_page: 100, q: q || undefined },
        signal,
      }),
    select: rows,
    staleTime: 60_000,
    enabled,
    meta: { silent },
  });
}

/** Create, edit and delete; each invalidates every function list. */
export function useFunctionMutations() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: functionKeys.all });
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
