// /api/v1/roles and /api/v1/permissions: roles, their permission sets, the catalogue.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/api/users';
import { reloadPermissions } from '@/lib/permissions';
import { settingsKeys } from './keys';
import type { Page, Permission, Role } from './types';

export function useRoles() {
  return useQuery({
    queryKey: settingsKeys.roles,
    queryFn: ({ signal }) => api.get<Page<Role>>('/api/v1/roles', { query: { per_page: 100 }, signal }),
    select: (page) => page.data,
  });
}

export function usePermissionCatalogue() {
  return useQuery({
    queryKey: settingsKeys.permissions,
    queryFn: ({ signal }) => api.get<{ data: Permission[] }>('/api/v1/permissions', { signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}

export type RoleInput = { name: string; description: string };

export function useRoleMutations() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: settingsKeys.roles });
  return {
    create: useMutation({
      mutationFn: (input: RoleInput) => api.post<Role>('/api/v1/roles', input),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ current, ...input }: Partial<RoleInput> & { current: string }) =>
        api.patch<Role>(`/api/v1/roles/${encodeURIComponent(current)}`, input),
      onSuccess: () => Promise.all([invalidate(), client.invalidateQueries({ queryKey: userKeys.all })]),
    }),
    remove: useMutation({
      mutationFn: (name: string) => api.delete<void>(`/api/v1/roles/${encodeURIComponent(name)}`),
      onSuccess: invalidate,
    }),
  };
}

/** PUTs each changed role's full permission map, one after the other; then reloads the caller's own map. */
export function useSaveMatrix() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: { role: string; permissions: Record<string, boolean> }[]) => {
      const saved: Role[] = [];
      for (const change of changes) {
        saved.push(
          await api.put<Role>(`/api/v1/roles/${encodeURIComponent(change.role)}/permissions`, {
            permissions: change.permissions,
          }),
        );
      }
      return saved;
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: settingsKeys.roles });
      // The signed-in user's own role may have changed.
      void reloadPermissions();
    },
  });
}
