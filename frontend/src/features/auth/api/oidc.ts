// Single sign-on: GET /api/auth/oidc/config, and completing the redirect flow
// (the callback lands on /pages/login?oidc=1; the session comes from refresh).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { syncLanguageAtSignIn } from '@/lib/account-language';
import { startSession, type Session } from '@/lib/auth';

export type OidcConfig = { enabled: boolean; login_url: string };

export const oidcConfigQuery = () =>
  queryOptions({
    queryKey: ['auth', 'oidc-config'],
    queryFn: async (): Promise<OidcConfig> => {
      const config = await api.get<Partial<OidcConfig>>('/api/auth/oidc/config', { refreshOn401: false });
      return { enabled: config?.enabled === true, login_url: config?.login_url || '/api/auth/oidc/login' };
    },
    staleTime: 5 * 60_000,
    retry: false,
    // No SSO configured (or the route missing) just hides the button.
    meta: { silent: true },
  });

export function useOidcConfig() {
  return useQuery(oidcConfigQuery());
}

export function useCompleteOidcLogin() {
  return useMutation({
    mutationFn: async () => {
      const { data } = await api.post<{ data: Session }>('/api/auth/refresh', undefined, { refreshOn401: false });
      startSession(data, { remember: false });
      syncLanguageAtSignIn(data.user);
      return data;
    },
    meta: { silent: true },
  });
}
