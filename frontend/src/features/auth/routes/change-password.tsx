// /pages/change-password: the blocking "choose a new password" step after a
// sign-in with a password an administrator set (blank layout). Also usable
// on purpose by any signed-in user.
import { Anchor, Box, Button, Card, Group, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLock, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FieldLabel } from '@/components/ui/field-label';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/routes';
import { logout, useAuth } from '@/lib/auth';
import { serverFieldErrors } from '@/lib/form-errors';
import { checkRequired, REQUIRED } from '@/lib/validation';
import { useChangePassword } from '../api/change-password';
import classes from '../components/login-layout.module.css';

type Values = { current_password: string; new_password: string; confirm: string };
const REQUIRED_FIELDS = ['current_password', 'new_password', 'confirm'] as const;
const MIN_LENGTH = 8;

export function ChangePasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const change = useChangePassword();
  const forced = user?.must_change_password === true;

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { current_password: '', new_password: '', confirm: '' },
    validate: (values) => {
      const errors: Partial<Record<keyof Values, string>> = checkRequired(values, REQUIRED_FIELDS);
      if (!errors.new_password && values.new_password.length < MIN_LENGTH) {
        errors.new_password = t('validation.passwordLength', { count: MIN_LENGTH });
      } else if (!errors.new_password && values.new_password === values.current_password) {
        errors.new_password = t('auth.changePassword.sameAsCurrent');
      }
      if (!errors.confirm && values.confirm !== values.new_password) errors.confirm = t('auth.changePassword.mismatch');
      return errors;
    },
  });

  const error = (field: keyof Values) => {
    const value = form.errors[field];
    return value === REQUIRED ? true : value;
  };
  const missing = (field: keyof Values) => form.errors[field] === REQUIRED;

  const submit = form.onSubmit(({ current_password, new_password }) =>
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('auth.changePassword.done') });
          void navigate(paths.dashboard, { replace: true });
        },
        onError: (failure) => {
          const fields = serverFieldErrors(failure);
          if (fields) form.setErrors(fields);
        },
      },
    ),
  );

  const signOut = async () => {
    await logout();
    void navigate(paths.login, { replace: true });
  };

  return (
    <Box mih="100dvh" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }} p="md" pos="relative">
      <Box className={classes.topRight}>
        <LanguageSwitcher />
      </Box>
      <Card w="100%" maw={460} padding="xl" shadow="md">
        <Stack gap="lg">
          <Group gap={10} justify="center">
            <LogoMark size={34} />
            <Text fw={700} fz={22} c="var(--rh-heading-color)">
              RiskHub
            </Text>
          </Group>
          <Stack gap={6}>
            <Group gap="xs">
              <ThemeIcon variant="light" radius="md" size={32}>
                <IconShieldLock size={20} />
              </ThemeIcon>
              <Title order={1} fz={22}>
                {t('auth.changePassword.title')}
              </Title>
            </Group>
            <Text c="dimmed" size="sm">
              {forced
                ? t('auth.changePassword.forcedIntro', { name: user?.name ?? '' })
                : t('auth.changePassword.intro')}
            </Text>
          </Stack>
          <form noValidate onSubmit={submit} aria-label={t('auth.changePassword.title')}>
            <Stack gap="md">
              <PasswordInput
                {...form.getInputProps('current_password')}
                error={error('current_password')}
                label={
                  <FieldLabel missing={missing('current_password')}>{t('auth.changePassword.current')}</FieldLabel>
                }
                withAsterisk
                autoComplete="current-password"
                leftSection={<IconLock size={16} stroke={1.6} />}
                autoFocus
              />
              <PasswordInput
                {...form.getInputProps('new_password')}
                error={error('new_password')}
                label={<FieldLabel missing={missing('new_password')}>{t('auth.changePassword.new')}</FieldLabel>}
                description={t('validation.passwordLength', { count: MIN_LENGTH })}
                withAsterisk
                autoComplete="new-password"
                leftSection={<IconLock size={16} stroke={1.6} />}
              />
              <PasswordInput
                {...form.getInputProps('confirm')}
                error={error('confirm')}
                label={<FieldLabel missing={missing('confirm')}>{t('auth.changePassword.confirm')}</FieldLabel>}
                withAsterisk
                autoComplete="new-password"
                leftSection={<IconLock size={16} stroke={1.6} />}
              />
              <Button type="submit" size="md" fullWidth loading={change.isPending}>
                {t('auth.changePassword.submit')}
              </Button>
            </Stack>
          </form>
          <Group justify="center" gap="xs">
            {forced ? (
              <Anchor component="button" type="button" size="sm" onClick={() => void signOut()}>
                <Group gap={4}>
                  <IconLogout size={14} />
                  {t('topbar.signOut')}
                </Group>
              </Anchor>
            ) : (
              <Anchor component={Link} to={paths.dashboard} size="sm">
                {t('common.backToDashboard')}
              </Anchor>
            )}
          </Group>
        </Stack>
      </Card>
    </Box>
  );
}
