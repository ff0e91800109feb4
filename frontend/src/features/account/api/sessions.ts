// POST /api/auth/sessions/revoke-all: the user signs out of every session
// (all devices, this browser included); the local session ends with it.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { endSession } from '@/lib/auth';

export async function revokeAllSessions(): Promise<void> {
  await api.post<void>('/api/auth/sessions/revoke-all', undefined, { refreshOn401: false });
  endSession();
}

export function useRevokeAllSessions() {
  return useMutation({ mutationFn: revokeAllSessions });
}
