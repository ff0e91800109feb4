// /pages/forgot-password: asks for a reset link (blank layout). The answer
// is the same whether or not the email belongs to an account.
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconMail, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { useForgotPassword } from '../api/account';
import { AccountCard, BackToLogin } from '../components/account-card';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPasswordRoute() {
  const { t } = useTranslation('auth-pages');
  const forgot = useForgotPassword();
  const form = useForm<{ email: string }>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: {
      email: (v) => (!v.trim() ? t('register.required') : EMAIL.test(v.trim()) ? null : t('register.emailInvalid')),
    },
  });

  const submit = form.onSubmit(({ email }) =>
    forgot.mutate(email.trim(), {
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) form.setErrors(fields);
      },
    }),
  );
  const failure = forgot.error && !serverFieldErrors(forgot.error) ? errorMessage(forgot.error) : null;

  return (
    <AccountCard title={t('forgot.title')} subtitle={forgot.isSuccess ? undefined : t('forgot.subtitle')}>
      {forgot.isSuccess ? (
        <Alert color="success" icon={<IconMailCheck size={18} />} title={t('forgot.sentTitle')}>
          <Stack gap={6}>
            <Text size="sm">{t('forgot.sent', { email: form.values.email.trim() })}</Text>
            <Text size="sm" c="dimmed">
              {t('forgot.sentHint')}
            </Text>
          </Stack>
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} aria-label={t('forgot.title')}>
          <Stack gap="md">
            {failure ? (
              <Alert color="warning" icon={<IconAlertTriangle size={18} />}>
                {failure}
              </Alert>
            ) : null}
            <TextInput
              {...form.getInputProps('email')}
              label={t('register.email')}
              placeholder={t('register.emailPlaceholder')}
              type="email"
              autoComplete="email"
              leftSection={<IconMail size={16} stroke={1.6} />}
              withAsterisk
              autoFocus
            />
            <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLogin />
    </AccountCard>
  );
}
