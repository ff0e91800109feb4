// /pages/register: self-registration against the auth service (blank
// layout). Off unless the server runs with ALLOW_REGISTRATION: then the page
// says so instead of showing the form. A new account gets the least
// privileged role and is signed in.
import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconLock, IconMail, IconUser, IconUserOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/routes';
import { errorMessage, isApiError } from '@/lib/api-client';
import { login } from '@/lib/auth';
import { RegistrationRefused, useRegister } from '../api/account';
import { useAuthOptions } from '../api/auth-options';
import { AccountCard } from '../components/account-card';

type Values = { name: string; email: string; password: string };
const MIN_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's field messages (the spec's English texts) in the user's language. */
function fieldMessage(field: string, message: string, t: TFunction<'auth-pages'>): string {
  if (message === 'This email is already in use.') return t('register.emailTaken');
  if (message === 'Please enter your name.') return t('register.nameRequired');
  if (message === 'Please enter a valid email address.') return t('register.emailInvalid');
  if (message === 'Use at least 8 characters.') return t('register.passwordLength', { count: MIN_LENGTH });
  if (message === 'Required') return field === 'name' ? t('register.nameRequired') : t('register.required');
  return message;
}

export function RegisterRoute() {
  const { t } = useTranslation('auth-pages');
  const navigate = useNavigate();
  const options = useAuthOptions();
  const register = useRegister();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '' },
    validate: {
      name: (v) => (v.trim() ? null : t('register.nameRequired')),
      email: (v) => (!v.trim() ? t('register.required') : EMAIL.test(v.trim()) ? null : t('register.emailInvalid')),
      password: (v) => (v.length >= MIN_LENGTH ? null : t('register.passwordLength', { count: MIN_LENGTH })),
    },
  });

  const submit = form.onSubmit((values) => {
    const input = { ...values, name: values.name.trim(), email: values.email.trim() };
    register.mutate(input, {
      onSuccess: async () => {
        try {
          await login({ email: input.email, password: input.password, remember: false });
          notifications.show({ color: 'success', message: t('register.welcome', { name: input.name }) });
          void navigate(paths.dashboard, { replace: true });
        } catch {
          void navigate(paths.login, { replace: true });
        }
      },
      onError: (error) => {
        if (error instanceof RegistrationRefused) {
          form.setErrors(
            Object.fromEntries(Object.entries(error.fields).map(([f, m]) => [f, fieldMessage(f, m, t)])),
          );
        }
      },
    });
  });

  const closed =
    options.data?.registration === false ||
    (isApiError(register.error) && register.error.code === 'REGISTRATION_DISABLED');
  const failure =
    register.error && !(register.error instanceof RegistrationRefused) && !closed ? errorMessage(register.error) : null;

  return (
    <AccountCard title={t('register.title')} subtitle={closed ? undefined : t('register.subtitle')}>
      {options.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" />
        </Group>
      ) : closed ? (
        <Alert color="warning" icon={<IconUserOff size={18} />} title={t('register.closedTitle')}>
          {t('register.closedBody')}
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} aria-label={t('register.title')}>
          <Stack gap="md">
            {failure ? (
              <Alert color="danger" icon={<IconAlertTriangle size={18} />}>
                {failure}
              </Alert>
            ) : null}
            <TextInput
              {...form.getInputProps('name')}
              label={t('register.name')}
              placeholder={t('register.namePlaceholder')}
              autoComplete="name"
              leftSection={<IconUser size={16} stroke={1.6} />}
              withAsterisk
              autoFocus
            />
            <TextInput
              {...form.getInputProps('email')}
              label={t('register.email')}
              placeholder={t('register.emailPlaceholder')}
              type="email"
              autoComplete="email"
              leftSection={<IconMail size={16} stroke={1.6} />}
              withAsterisk
            />
            <PasswordInput
              {...form.getInputProps('password')}
              label={t('register.password')}
              description={t('register.passwordLength', { count: MIN_LENGTH })}
              placeholder="············"
              autoComplete="new-password"
              leftSection={<IconLock size={16} stroke={1.6} />}
              withAsterisk
            />
            <Text size="xs" c="dimmed">
              {t('register.roleNote')}
            </Text>
            <Button type="submit" size="md" fullWidth loading={register.isPending}>
              {t('register.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text ta="center" size="sm">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to={paths.login} fw={500}>
          {t('register.signIn')}
        </Anchor>
      </Text>
    </AccountCard>
  );
}
