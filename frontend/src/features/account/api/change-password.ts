// POST /api/auth/change-password from the profile page (the same call as the
// sign-in's change-password step; features do not share code, the session
// side lives in lib/auth). On success the session is refreshed.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { markPasswordChanged, refreshSession } from '@/lib/auth';

export type ChangePasswordInput = { current_password: string; new_password: string };

/** The server's rule (gateway: "Use at least 8 characters."). */
export const PASSWORD_MIN_LENGTH = 8;

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.post<void>('/api/auth/change-password', input);
  // Best effort: a fresh token carries the new session state.
  await refreshSession();
  markPasswordChanged();
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
