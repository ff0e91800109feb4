// POST /api/auth/login as a mutation; the session is stored by lib/auth.
import { useMutation } from '@tanstack/react-query';
import { login } from '@/lib/auth';

export type LoginInput = { email: string; password: string; remember: boolean };

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => login(input),
    // The form shows its own warning with the server's message.
    meta: { silent: true },
  });
}
