// /pages/register: self-registration against the auth service (blank
// layout). Off unless the server runs with ALLOW_REGISTRATION: then the page
// says so instead of showing the form. A new account gets the least
// privileged role and is signed in.
import { Alert, Anchor, Group, Loader, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconUser, IconUserOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/routes';
import { errorMessage, isApiError } from '@/lib/api-client';
import { login } from '@/lib/auth';
import { RegistrationRefused, useRegister } from '../api/account';
import { useAuthOptions } from '../api/auth-options';
import { AccountCard } from '../components/account-card';
import { AccountForm, EmailField, NewPasswordField } from '../components/account-form';
import { emailError, MIN_PASSWORD_LENGTH, newPasswordError } from '../components/account-rules';

type Values = { name: string; email: string; password: string };

/** The server's field messages (the spec's English texts) in the user's language. */
function fieldMessage(field: string, message: string, t: TFunction<'auth-pages'>): string {
  if (message === 'This email is already in use.') return t('register.emailTaken');
  if (message === 'Please enter your name.') return t('register.nameRequired');
  if (message === 'Please enter a valid email address.') return t('register.emailInvalid');
  if (message === 'Use at least 8 characters.') return t('register.passwordLength', { count: MIN_PASSWORD_LENGTH });
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
      email: (v) => emailError(v, t),
      password: (v) => newPasswordError(v, t),
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
        <AccountForm
          label={t('register.title')}
          onSubmit={submit}
          failure={failure}
          failureColor="danger"
          submitLabel={t('register.submit')}
          pending={register.isPending}
        >
          <TextInput
            {...form.getInputProps('name')}
            label={t('register.name')}
            placeholder={t('register.namePlaceholder')}
            autoComplete="name"
            leftSection={<IconUser size={16} stroke={1.6} />}
            withAsterisk
            autoFocus
          />
          <EmailField input={form.getInputProps('email')} />
          <NewPasswordField input={form.getInputProps('password')} label={t('register.password')} />
          <Text size="xs" c="dimmed">
            {t('register.roleNote')}
          </Text>
        </AccountForm>
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
