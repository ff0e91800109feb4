// The form of an account page (register, forgot and reset password): the
// failure the server answered, the fields, one full-width submit button;
// and the e-mail and new-password fields those forms ask for.
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconAlertTriangle, IconLock, IconMail } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from './account-rules';

type AccountFormProps = {
  /** The form's accessible name (the page title). */
  label: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The server's answer when it is not about one field. */
  failure: string | null;
  failureColor?: 'warning' | 'danger';
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
};

export function AccountForm({ label, onSubmit, failure, failureColor = 'warning', submitLabel, pending, children }: AccountFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack gap="md">
        {failure ? (
          <Alert color={failureColor} icon={<IconAlertTriangle size={18} />}>
            {failure}
          </Alert>
        ) : null}
        {children}
        <Button type="submit" size="md" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

type FieldProps = { input: GetInputPropsReturnType; autoFocus?: boolean };

export function EmailField({ input, autoFocus }: FieldProps) {
  const { t } = useTranslation('auth-pages');
  return (
    <TextInput
      {...input}
      label={t('register.email')}
      placeholder={t('register.emailPlaceholder')}
      type="email"
      autoComplete="email"
      leftSection={<IconMail size={16} stroke={1.6} />}
      withAsterisk
      autoFocus={autoFocus}
    />
  );
}

/** A new password: the length rule under the label unless `hint` is false (a confirmation). */
export function NewPasswordField({ input, label, hint = true, autoFocus }: FieldProps & { label: string; hint?: boolean }) {
  const { t } = useTranslation('auth-pages');
  return (
    <PasswordInput
      {...input}
      label={label}
      description={hint ? t('register.passwordLength', { count: MIN_PASSWORD_LENGTH }) : undefined}
      placeholder="············"
      autoComplete="new-password"
      leftSection={<IconLock size={16} stroke={1.6} />}
      withAsterisk
      autoFocus={autoFocus}
    />
  );
}
