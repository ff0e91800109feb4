// /pages/forgot-password: asks for a reset link (blank layout). The answer
// is the same whether or not the email belongs to an account.
import { Alert, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { useForgotPassword } from '../api/account';
import { AccountCard, BackToLogin } from '../components/account-card';
import { AccountForm, EmailField } from '../components/account-form';
import { emailError } from '../components/account-rules';

export function ForgotPasswordRoute() {
  const { t } = useTranslation('auth-pages');
  const forgot = useForgotPassword();
  const form = useForm<{ email: string }>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: {
      email: (v) => emailError(v, t),
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
        <AccountForm label={t('forgot.title')} onSubmit={submit} failure={failure} submitLabel={t('forgot.submit')} pending={forgot.isPending}>
          <EmailField input={form.getInputProps('email')} autoFocus />
        </AccountForm>
      )}
      <BackToLogin />
    </AccountCard>
  );
}
