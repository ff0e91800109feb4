// POST /api/auth/change-password as a mutation. On success the session is
// refreshed (new token claims), and the blocking step is marked done.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markPasswordChanged, refreshSession } from '@/lib/auth';

export type ChangePasswordInput = { current_password: string; new_password: string };

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.post<void>('/api/auth/change-password', input);
  // Best effort: a fresh token no longer carries the "must change" state.
  await refreshSession();
  markPasswordChanged();
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
