// The sign-in page's single sign-on buttons, one per configured identity
// provider. A component of its own so that its icons and Mantine parts load
// with the app shell chunk, not as separate shared chunks (ADR 24).
import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandGithub, IconBrandGoogle, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IdentityProvider } from '../api/auth-options';

const PROVIDER_ICONS: Record<string, typeof IconKey> = { google: IconBrandGoogle, github: IconBrandGithub };

/** One button per configured identity provider (none configured: nothing). */
export function ProviderButtons({ providers }: { providers: IdentityProvider[] }) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <>
      <Divider label={t('auth.login.or')} labelPosition="center" />
      <Stack gap="sm">
        {providers.map((p) => {
          const Icon = PROVIDER_ICONS[p.id] ?? IconKey;
          return (
            <Button
              key={p.id}
              variant="default"
              size="md"
              leftSection={<Icon size={18} stroke={1.7} />}
              onClick={() => window.location.assign(p.login_url)}
            >
              {p.id === 'oidc' ? t('auth.login.sso') : t('auth.login.withProvider', { name: p.name })}
            </Button>
          );
        })}
      </Stack>
    </>
  );
}
