// Change password: current (required), new (at least 8 characters, not the
// current one) and its confirmation. Mistakes show under the fields, the
// server's ones too (e.g. "Wrong password" under the current password).
import { Alert, Button, Group, List, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { serverFieldErrors } from '@/lib/form-errors';
import { checkRequired, REQUIRED } from '@/lib/validation';
import { PASSWORD_MIN_LENGTH, useChangePassword } from '../api/change-password';
import { SectionCard } from '@/components/ui/section-card';

type Values = { current_password: string; new_password: string; confirm: string };
const REQUIRED_FIELDS = ['current_password', 'new_password', 'confirm'] as const;
const EMPTY: Values = { current_password: '', new_password: '', confirm: '' };

export function PasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => {
      const errors: Partial<Record<keyof Values, string>> = checkRequired(values, REQUIRED_FIELDS);
      if (!errors.new_password && values.new_password.length < PASSWORD_MIN_LENGTH) {
        errors.new_password = t('validation.passwordLength', { count: PASSWORD_MIN_LENGTH });
      } else if (!errors.new_password && values.new_password === values.current_password) {
        errors.new_password = t('auth.changePassword.sameAsCurrent');
      }
      if (!errors.confirm && values.confirm !== values.new_password) errors.confirm = t('auth.changePassword.mismatch');
      return errors;
    },
  });

  const error = (field: keyof Values) => (form.errors[field] === REQUIRED ? true : form.errors[field]);
  const label = (field: keyof Values, text: string) => (
    <FieldLabel missing={form.errors[field] === REQUIRED}>{text}</FieldLabel>
  );

  const submit = form.onSubmit(({ current_password, new_password }) =>
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          form.setValues(EMPTY);
          form.resetDirty(EMPTY);
          notifications.show({ color: 'success', message: t('auth.changePassword.done') });
        },
        onError: (failure) => {
          const fields = serverFieldErrors(failure);
          if (fields) form.setErrors(fields);
        },
      },
    ),
  );

  return (
    <SectionCard title={t('profile.password.title')} description={t('profile.password.description')}>
      <form noValidate onSubmit={submit} aria-label={t('profile.password.title')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              {...form.getInputProps('current_password')}
              error={error('current_password')}
              label={label('current_password', t('auth.changePassword.current'))}
              withAsterisk
              autoComplete="current-password"
              leftSection={<IconLock size={16} stroke={1.6} />}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              {...form.getInputProps('new_password')}
              error={error('new_password')}
              label={label('new_password', t('auth.changePassword.new'))}
              withAsterisk
              autoComplete="new-password"
              leftSection={<IconLock size={16} stroke={1.6} />}
            />
            <PasswordInput
              {...form.getInputProps('confirm')}
              error={error('confirm')}
              label={label('confirm', t('auth.changePassword.confirm'))}
              withAsterisk
              autoComplete="new-password"
              leftSection={<IconLock size={16} stroke={1.6} />}
            />
          </SimpleGrid>
          <Alert variant="light" color="primary" icon={<IconInfoCircle size={18} />} title={t('profile.password.rulesTitle')}>
            <List size="sm" spacing={2}>
              <List.Item>{t('validation.passwordLength', { count: PASSWORD_MIN_LENGTH })}</List.Item>
              <List.Item>{t('auth.changePassword.sameAsCurrent')}</List.Item>
            </List>
          </Alert>
          <Group gap="sm">
            <Button type="submit" loading={change.isPending}>
              {t('profile.password.submit')}
            </Button>
            <Button
              variant="default"
              disabled={!form.isDirty() || change.isPending}
              onClick={() => {
                form.setValues(EMPTY);
                form.clearErrors();
              }}
            >
              {t('profile.details.reset')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
