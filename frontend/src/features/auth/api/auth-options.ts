// GET /api/auth/options: whether self-registration is on and which identity
// providers to offer (one button each). Tiny on purpose: the sign-in page
// imports it, and that page has a JavaScript budget.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type IdentityProvider = { id: string; name: string; login_url: string };
export type AuthOptions = { registration: boolean; providers: IdentityProvider[] };

const NONE: AuthOptions = { registration: false, providers: [] };

/** Keeps only well-formed provider entries whose sign-in URL stays on this server. */
export function parseAuthOptions(raw: unknown): AuthOptions {
  if (!raw || typeof raw !== 'object') return NONE;
  const value = raw as Partial<AuthOptions>;
  const providers = Array.isArray(value.providers)
    ? value.providers.filter(
        (p): p is IdentityProvider =>
          !!p &&
          typeof p.id === 'string' &&
          typeof p.name === 'string' &&
          typeof p.login_url === 'string' &&
          p.login_url.startsWith('/api/auth/'),
      )
    : [];
  return { registration: value.registration === true, providers };
}

export const authOptionsQuery = () =>
  queryOptions({
    queryKey: ['auth', 'options'],
    queryFn: async (): Promise<AuthOptions> =>
      parseAuthOptions(await api.get<unknown>('/api/auth/options', { refreshOn401: false })),
    staleTime: 5 * 60_000,
    retry: false,
    // Unknown options just hide the links and buttons.
    meta: { silent: true },
  });

export function useAuthOptions() {
  return useQuery(authOptionsQuery());
}
