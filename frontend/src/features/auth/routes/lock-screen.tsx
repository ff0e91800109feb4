// /pages/lock-screen: locks the current session until the password is given
// again (ADR 23). Opening the page locks the session on the server; while it
// is locked the gateway answers 423 SESSION_LOCKED to every other call, and
// the app sends the user back here (also after a reload).
import { Alert, Anchor, Avatar, Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconLock, IconLockOpen, IconLogout } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAvatarUrl } from '@/components/top-bar/use-avatar-url';
import { paths } from '@/config/routes';
import { errorMessage } from '@/lib/api-client';
import { logout, useAuth, userQuery } from '@/lib/auth';
import { initials } from '@/lib/format';
import { serverFieldErrors } from '@/lib/form-errors';
import { safeReturnPath } from '@/lib/safe-return-path';
import { lockSession, lockStateQuery, useUnlockSession } from '../api/account';
import { AccountCard } from '../components/account-card';

/** Where to go after unlocking: the page the lock interrupted, if it is one of ours (not the lock screen). */
function returnPath(from: string | null): string {
  const path = safeReturnPath(from, paths.dashboard);
  return path.startsWith(paths.lockScreen) ? paths.dashboard : path;
}

export function LockScreenRoute() {
  const { t } = useTranslation('auth-pages');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { user: storedUser } = useAuth();
  const { data: current } = useQuery(userQuery());
  const user = current ?? storedUser;
  const avatarUrl = useAvatarUrl(user?.avatar);
  const lockState = useQuery(lockStateQuery());
  const unlock = useUnlockSession();
  const [lockError, setLockError] = useState<unknown>(null);
  const locking = useRef(false);
  const form = useForm<{ password: string }>({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: (v) => (v ? null : t('register.required')) },
  });

  // Opening the page locks the session (the user menu's "Lock screen" comes here).
  // Not once the password unlocked it: the refetch that follows sees it
  // unlocked while this page is still shown (the next one loads in a
  // transition), and locking it again would send the user straight back.
  const unlocked = unlock.isSuccess;
  useEffect(() => {
    if (lockState.data?.locked !== false || locking.current || unlocked) return;
    locking.current = true;
    lockSession()
      .then(() => lockState.refetch())
      .catch((error: unknown) => setLockError(error))
      .finally(() => {
        locking.current = false;
      });
  }, [lockState, unlocked]);

  const submit = form.onSubmit(({ password }) =>
    unlock.mutate(password, {
      onSuccess: async () => {
        await queryClient.invalidateQueries();
        void navigate(returnPath(params.get('from')), { replace: true });
      },
      onError: (error) => {
        form.setFieldValue('password', '');
        const fields = serverFieldErrors(error);
        if (fields) form.setErrors(fields);
      },
    }),
  );

  const signOut = async () => {
    await logout();
    void navigate(paths.login, { replace: true });
  };

  const failure = unlock.error && !serverFieldErrors(unlock.error) ? errorMessage(unlock.error) : null;
  const locked = lockState.data?.locked === true;
  const name = user?.name ?? '';

  return (
    <AccountCard
      header={
        <Stack align="center" gap={8}>
          <Avatar src={avatarUrl} alt={name} size={84} radius="50%" color="primary" variant="light">
            {initials(name)}
          </Avatar>
          <Group gap={6} c="dimmed">
            <IconLock size={14} aria-hidden />
            <Text size="xs" tt="uppercase" fw={600} lts={0.6}>
              {t('lock.badge')}
            </Text>
          </Group>
        </Stack>
      }
      title={
        <Text component="span" inherit ta="center" display="block">
          {name || t('lock.title')}
        </Text>
      }
      subtitle={
        <Text component="span" inherit ta="center" display="block">
          {t('lock.subtitle')}
        </Text>
      }
    >
      {lockError || lockState.error ? (
        <Alert color="warning" icon={<IconAlertTriangle size={18} />}>
          {errorMessage(lockError ?? lockState.error)}
        </Alert>
      ) : !locked ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={t('lock.locking')} />
        </Group>
      ) : (
        <form noValidate onSubmit={submit} aria-label={t('lock.formLabel')}>
          <Stack gap="md">
            {failure ? (
              <Alert color="warning" icon={<IconAlertTriangle size={18} />}>
                {failure}
              </Alert>
            ) : null}
            <PasswordInput
              {...form.getInputProps('password')}
              label={t('lock.password')}
              placeholder="············"
              autoComplete="current-password"
              leftSection={<IconLock size={16} stroke={1.6} />}
              autoFocus
            />
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={unlock.isPending}
              leftSection={<IconLockOpen size={18} />}
            >
              {t('lock.unlock')}
            </Button>
          </Stack>
        </form>
      )}
      <Text ta="center" size="sm" c="dimmed">
        {t('lock.notYou', { name })}{' '}
        <Anchor component="button" type="button" size="sm" fw={500} onClick={() => void signOut()}>
          <Group component="span" gap={4} style={{ display: 'inline-flex' }}>
            <IconLogout size={14} />
            {t('lock.signOut')}
          </Group>
        </Anchor>
      </Text>
    </AccountCard>
  );
}
