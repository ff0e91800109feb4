// /api/v1/users: the user list, one user, create, edit, (de)activate, reset password.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';
import type { ManagedUser, Page } from './types';

export type UsersQuery = {
  page: number;
  per_page: number;
  q?: string;
  role?: string;
  status?: string;
  function_id?: string;
};

export function fetchUsers(query: UsersQuery, signal?: AbortSignal): Promise<Page<ManagedUser>> {
  return api.get<Page<ManagedUser>>('/api/v1/users', { query, signal });
}

export function useUsers(query: UsersQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...settingsKeys.users, query],
    queryFn: ({ signal }) => fetchUsers(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
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

/** Every user-changing call, with the lists (users, roles' counts, functions' counts) refreshed after. */
export function useUserMutations() {
  const client = useQueryClient();
  const invalidate = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: settingsKeys.users }),
      client.invalidateQueries({ queryKey: settingsKeys.roles }),
      client.invalidateQueries({ queryKey: settingsKeys.functions }),
    ]);
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
