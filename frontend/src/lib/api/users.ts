// /api/v1/users: the one module every screen reads users through: the Users
// and Functions settings screens (the managed list) and the owner pick lists
// of the risk screens (/api/v1/users/options). One key prefix
// (`userKeys.all`) for both, invalidated by every user change, so a user
// created or renamed in Settings shows in the owner pickers at once.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { functionKeys } from './functions';

export type UserStatus = 'active' | 'inactive';

/** A user as the settings screens manage them. */
export type ManagedUser = {
  id: string;
  name: string;
  email: string;
  role: string;
  status: UserStatus;
  avatar: string;
  function_id: string | null;
  must_change_password: boolean;
  created_at: string;
  updated_at: string;
};

/** Someone who can own a risk, control or plan. */
export type UserOption = { id: string; name: string; email?: string };

export type UsersQuery = {
  page: number;
  per_page: number;
  q?: string;
  role?: string;
  status?: string;
  function_id?: string;
};

type Page<T> = { data: T[]; page: number; per_page: number; total: number };

/** The user keys: `all` (what every change invalidates), the managed lists, the owner options. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UsersQuery) => ['users', 'list', query] as const,
  options: ['users', 'options'] as const,
};

export function fetchUsers(query: UsersQuery, signal?: AbortSignal): Promise<Page<ManagedUser>> {
  return api.get<Page<ManagedUser>>('/api/v1/users', { query, signal });
}

/** One page of the managed user list (users.view). */
export function useUsers(query: UsersQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => fetchUsers(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** A list answer that is either a bare array or a `{data}` page. */
const rows = <T,>(answer: T[] | { data?: T[] } | null | undefined): T[] =>
  Array.isArray(answer) ? answer : (answer?.data ?? []);

/** GET /api/v1/users/options → [{id, name}], sorted by name. Silent: a failing pick list stays empty. */
export function useUserOptions() {
  return useQuery({
    queryKey: userKeys.options,
    queryFn: ({ signal }) => api.get<UserOption[] | Page<UserOption>>('/api/v1/users/options', { signal }),
    select: (answer) => [...rows(answer)].sort((a, b) => a.name.localeCompare(b.name)),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

export type CreateUserInput = {
  name: string;
  email: string;
  role: string;
  function_id: string | null;
  password: string;
};

export type UpdateUserInput = Partial<Pick<ManagedUser, 'name' | 'email' | 'role' | 'function_id'>>;

/**
 * Every user-changing call. After each, the user lists and options refresh,
 * the functions (their member counts) and whatever else the caller names in
 * `alsoInvalidate` (the settings screens: the roles' user counts).
 */
export function useUserMutations({ alsoInvalidate = [] }: { alsoInvalidate?: readonly QueryKey[] } = {}) {
  const client = useQueryClient();
  const invalidate = () =>
    Promise.all(
      [userKeys.all, functionKeys.all, ...alsoInvalidate].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
  return {
    create: useMutation({
      mutationFn: (input: CreateUserInput) => api.post<ManagedUser>('/api/v1/users', input),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: UpdateUserInput & { id: string }) =>
        api.patch<ManagedUser>(`/api/v1/users/${encodeURIComponent(id)}`, input),
      onSuccess: invalidate,
    }),
    setActive: useMutation({
      mutationFn: ({ id, active }: { id: string; active: boolean }) =>
        api.post<ManagedUser>(`/api/v1/users/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`),
      onSuccess: invalidate,
    }),
    resetPassword: useMutation({
      mutationFn: ({ id, password }: { id: string; password: string }) =>
        api.post<void>(`/api/v1/users/${encodeURIComponent(id)}/reset-password`, { password }),
      onSuccess: invalidate,
    }),
  };
}
