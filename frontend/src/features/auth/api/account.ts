// The account pages' calls (ADR 23): register, forgot / reset password and
// the lock screen. Imported only by those (lazy) pages.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

export type RegisterInput = { name: string; email: string; password: string };

/** Field errors the template's register call answers inside a 200. */
export class RegistrationRefused extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('registration refused');
  }
}

/** POST /api/authenticate/register/user: resolves when the account exists. */
export async function register(input: RegisterInput): Promise<void> {
  const res = await api.post<{ error?: unknown; user?: unknown }>('/api/authenticate/register/user', input, {
    refreshOn401: false,
  });
  if (res && typeof res === 'object' && res.error) {
    const fields =
      typeof res.error === 'object'
        ? Object.fromEntries(
            Object.entries(res.error as Record<string, unknown>).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {};
    throw new RegistrationRefused(fields);
  }
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { silent: true } });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<{ message: string }>('/api/auth/forgot-password', { email }, { refreshOn401: false }),
    meta: { silent: true },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; new_password: string }) =>
      api.post<void>('/api/auth/reset-password', input, { refreshOn401: false }),
    meta: { silent: true },
  });
}

export const lockStateQuery = () =>
  queryOptions({
    queryKey: ['auth', 'lock'],
    queryFn: () => api.get<{ locked: boolean }>('/api/auth/lock'),
    staleTime: 0,
    retry: false,
    meta: { silent: true },
  });

export async function lockSession(): Promise<void> {
  await api.post<void>('/api/auth/lock');
}

export function useUnlockSession() {
  return useMutation({
    mutationFn: (password: string) => api.post<void>('/api/auth/unlock', { password }),
    meta: { silent: true },
  });
}

export function isResetTokenInvalid(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'RESET_TOKEN_INVALID';
}
