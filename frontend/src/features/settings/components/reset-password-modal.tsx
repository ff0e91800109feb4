// An administrator sets a new password for a user: their sessions end and
// they must choose their own at next sign-in.
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { FormModal } from '@/components/ui/form-modal';
import { serverFieldErrors } from '@/lib/form-errors';
import { checkRequired, REQUIRED } from '@/lib/validation';
import { useUserMutations } from '../api/users';
import type { ManagedUser } from '../api/types';
import { generatePassword, MIN_PASSWORD_LENGTH } from './password';

export function ResetPasswordModal({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { resetPassword } = useUserMutations();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: (values) => {
      const errors: Record<string, string> = checkRequired(values, ['password']);
      if (!errors.password && values.password.length < MIN_PASSWORD_LENGTH) {
        errors.password = t('validation.passwordLength', { count: MIN_PASSWORD_LENGTH });
      }
      return errors;
    },
  });

  useEffect(() => {
    if (user) {
      const values = { password: generatePassword() };
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const submit = form.onSubmit(({ password }) => {
    if (!user) return;
    resetPassword.mutate(
      { id: user.id, password },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('settings.users.resetDone', { name: user.name }) });
          onClose();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields) form.setErrors(fields);
        },
      },
    );
  });

  const error = form.errors.password;
  return (
    <FormModal
      opened={user !== null}
      onClose={onClose}
      dirty={form.isDirty()}
      title={t('settings.users.resetTitle', { name: user?.name ?? '' })}
      centered
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Alert color="warning" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('settings.users.resetBody')}
          </Alert>
          <PasswordInput
            {...form.getInputProps('password')}
            error={error === REQUIRED ? true : error}
            label={<FieldLabel missing={error === REQUIRED}>{t('settings.users.newPassword')}</FieldLabel>}
              withAsterisk
            autoComplete="new-password"
            data-autofocus
          />
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconRefresh size={16} />}
              onClick={() => {
                // A generated password is no input of the user's: nothing to lose.
                const values = { password: generatePassword() };
                form.setValues(values);
                form.resetDirty(values);
              }}
            >
              {t('settings.users.form.generate')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="warning" loading={resetPassword.isPending}>
                {t('settings.users.actions.resetPassword')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
