// /pages/reset-password?token=…: chooses a new password with a reset link's
// token (blank layout, any visitor). A used, unknown or expired token is
// refused; the way out is a new link.
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/routes';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { isResetTokenInvalid, useResetPassword } from '../api/account';
import { AccountCard, BackToLogin } from '../components/account-card';
import { AccountForm, NewPasswordField } from '../components/account-form';
import { newPasswordError } from '../components/account-rules';

type Values = { new_password: string; confirm: string };

export function ResetPasswordRoute() {
  const { t } = useTranslation('auth-pages');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { new_password: '', confirm: '' },
    validate: {
      new_password: (v) => newPasswordError(v, t),
      confirm: (v, values) => (v === values.new_password ? null : t('reset.mismatch')),
    },
  });

  const submit = form.onSubmit(({ new_password }) =>
    reset.mutate(
      { token, new_password },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('reset.done') });
          void navigate(paths.login, { replace: true });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields) form.setErrors(fields);
        },
      },
    ),
  );

  const invalid = !token || isResetTokenInvalid(reset.error);
  const failure =
    reset.error && !invalid && !serverFieldErrors(reset.error) ? errorMessage(reset.error) : null;

  return (
    <AccountCard title={t('reset.title')} subtitle={invalid ? undefined : t('reset.subtitle')}>
      {invalid ? (
        <Stack gap="md">
          <Alert color="warning" icon={<IconLinkOff size={18} />} title={t('reset.invalidTitle')}>
            {token ? t('reset.invalidBody') : t('reset.missingToken')}
          </Alert>
          <Button component={Link} to={paths.forgotPassword} size="md" fullWidth>
            {t('reset.requestNew')}
          </Button>
        </Stack>
      ) : (
        <AccountForm label={t('reset.title')} onSubmit={submit} failure={failure} submitLabel={t('reset.submit')} pending={reset.isPending}>
          <NewPasswordField input={form.getInputProps('new_password')} label={t('reset.new')} autoFocus />
          <NewPasswordField input={form.getInputProps('confirm')} label={t('reset.confirm')} hint={false} />
        </AccountForm>
      )}
      <BackToLogin />
    </AccountCard>
  );
}
