// /pages/login: the sign-in page (blank layout). Spec section 4 flow:
// "Authenticating" -> "Authentication successful" and on to "/", or a
// warning with the server's message. Also completes the SSO redirect flow.
import { Alert, Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/routes';
import { errorMessage } from '@/lib/api-client';
import { getAuthState } from '@/lib/auth';
import { useLogin } from '../api/login';
import { useAuthOptions } from '../api/auth-options';
import { useCompleteOidcLogin } from '../api/oidc';
import { BrandPanel } from '../components/brand-panel';
import { LoginForm, type LoginValues } from '../components/login-form';
import { ProviderButtons } from '../components/provider-buttons';
import classes from '../components/login-layout.module.css';

/** Shows the spec's sign-in notifications around `attempt`; true on success. */
async function withSignInNotices(attempt: () => Promise<unknown>, t: (key: string) => string): Promise<boolean> {
  const id = notifications.show({
    color: 'success',
    message: t('notifications.authenticating'),
    loading: true,
    autoClose: false,
    withCloseButton: false,
  });
  try {
    await attempt();
    notifications.update({
      id,
      color: 'success',
      message: t('notifications.authSuccess'),
      loading: false,
      icon: <IconCheck size={18} />,
      autoClose: 3000,
      withCloseButton: true,
    });
    return true;
  } catch (error) {
    notifications.update({
      id,
      color: 'warning',
      message: errorMessage(error),
      loading: false,
      icon: <IconAlertTriangle size={18} />,
      autoClose: 6000,
      withCloseButton: true,
    });
    return false;
  }
}

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const options = useAuthOptions();
  const completeOidc = useCompleteOidcLogin();
  const oidcCallback = params.get('oidc') === '1';
  // A failed SSO sign-in comes back as ?sso_error=CODE (e.g. an email the
  // provider has not verified): say why, in the user's language.
  const ssoError = params.get('sso_error');
  const oidcStarted = useRef(false);

  useEffect(() => {
    if (!oidcCallback || oidcStarted.current) return;
    oidcStarted.current = true;
    void withSignInNotices(() => completeOidc.mutateAsync(), t).then((ok) => {
      void navigate(ok ? paths.dashboard : paths.login, { replace: true });
    });
  }, [oidcCallback, completeOidc, navigate, t]);

  const signIn = async (values: LoginValues) => {
    if (await withSignInNotices(() => login.mutateAsync(values), t)) {
      // RequireAuth sends a user who must change the password on to that step.
      void navigate(getAuthState().user?.must_change_password ? paths.changePassword : paths.dashboard, {
        replace: true,
      });
    }
  };

  return (
    <div className={classes.page}>
      <Box className={classes.logo}>
        <Group gap={10}>
          <LogoMark size={36} />
          <Text fw={700} fz={22} c="var(--rh-heading-color)">
            RiskHub
          </Text>
        </Group>
      </Box>
      <Box className={classes.topRight}>
        <LanguageSwitcher />
      </Box>
      <BrandPanel />
      <Box className={classes.formPanel}>
        <Stack className={classes.formInner} gap="lg">
          <Stack gap={6}>
            <Title order={1} fz={26}>
              {t('auth.login.title')}
            </Title>
            <Text c="dimmed">{t('auth.login.subtitle')}</Text>
          </Stack>
          {ssoError ? (
            <Alert color="warning" icon={<IconAlertTriangle size={18} />}>
              {/^[A-Z_]+$/.test(ssoError)
                ? t(`errors.${ssoError}`, { defaultValue: t('errors.OIDC_FAILED') })
                : t('errors.OIDC_FAILED')}
            </Alert>
          ) : null}
          <LoginForm onSubmit={(values) => void signIn(values)} submitting={login.isPending || completeOidc.isPending} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
          {options.data?.registration ? (
            <Text ta="center" size="sm">
              {t('auth.login.noAccount')}{' '}
              <Anchor component={Link} to={paths.register} fw={500}>
                {t('auth.login.createAccount')}
              </Anchor>
            </Text>
          ) : null}
          <ProviderButtons providers={options.data?.providers ?? []} />
        </Stack>
      </Box>
    </div>
  );
}
