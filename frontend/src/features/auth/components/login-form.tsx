// The credential form: email, password, remember me; the spec's required-field
// check puts a red "Required" tag beside each missing field.
import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { checkRequired } from '@/lib/validation';
import { DemoAccounts } from './demo-accounts';

export type LoginValues = { email: string; password: string; remember: boolean };

const REQUIRED_FIELDS = ['email', 'password'] as const;

type LoginFormProps = {
  onSubmit: (values: LoginValues) => void;
  submitting?: boolean;
  showDemoAccounts?: boolean;
};

export function LoginForm({ onSubmit, submitting = false, showDemoAccounts = true }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '', remember: false },
    validate: (values) => checkRequired(values, REQUIRED_FIELDS),
    validateInputOnChange: [...REQUIRED_FIELDS],
  });
  const missing = (field: (typeof REQUIRED_FIELDS)[number]) => Boolean(form.errors[field]);

  return (
    <form
      noValidate
      aria-label={t('auth.login.formLabel')}
      onSubmit={form.onSubmit((values) => onSubmit({ ...values, email: values.email.trim() }))}
    >
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('email')}
          error={missing('email')}
          label={<FieldLabel missing={missing('email')}>{t('auth.login.email')}</FieldLabel>}
          placeholder={t('auth.login.emailPlaceholder')}
          type="email"
          autoComplete="username"
          autoFocus
          leftSection={<IconMail size={16} stroke={1.6} />}
          aria-invalid={missing('email')}
        />
        <PasswordInput
          {...form.getInputProps('password')}
          error={missing('password')}
          label={<FieldLabel missing={missing('password')}>{t('auth.login.password')}</FieldLabel>}
          placeholder="············"
          autoComplete="current-password"
          leftSection={<IconLock size={16} stroke={1.6} />}
          aria-invalid={missing('password')}
        />
        <Checkbox {...form.getInputProps('remember', { type: 'checkbox' })} label={t('auth.login.remember')} />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {t('auth.login.submit')}
        </Button>
        {showDemoAccounts ? (
          <DemoAccounts
            onPick={(email, password) => {
              form.setValues({ email, password });
              form.clearErrors();
            }}
          />
        ) : null}
      </Stack>
    </form>
  );
}
