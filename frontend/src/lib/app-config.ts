// Installation settings the SPA needs before sign-in, from the public
// GET /api/app/config: the user manual's address and whether the theme
// customizer is offered (spec section 2: off unless configured).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { setCookiesSecure } from './cookies';

export type AppConfig = {
  /** Address shown in the user-manual pop-up's frame; null hides the button. */
  user_manual_url: string | null;
  /** THEME_CUSTOMIZER on the gateway. */
  customizer_enabled: boolean;
  /** COOKIE_SECURE on the gateway: cookies the SPA sets are marked Secure. */
  cookie_secure?: boolean;
  /** MAP_TILE_URL on the gateway: the map page's tile pattern; null requests no tiles. */
  map_tile_url?: string | null;
};

export const APP_CONFIG_FALLBACK: AppConfig = { user_manual_url: null, customizer_enabled: false };

export const appConfigQuery = () =>
  queryOptions({
    queryKey: ['app-config'] as const,
    queryFn: async ({ signal }) => {
      const config = await api.get<AppConfig>('/api/app/config', { signal, refreshOn401: false });
      setCookiesSecure(config?.cookie_secure === true);
      return config;
    },
    staleTime: Infinity,
    meta: { silent: true },
  });

/** The configuration, or the fallback while it loads or if the call fails. */
export function useAppConfig(): AppConfig {
  return useQuery(appConfigQuery()).data ?? APP_CONFIG_FALLBACK;
}
