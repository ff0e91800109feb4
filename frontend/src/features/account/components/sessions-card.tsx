// "Sign out of all sessions": ends every session of the account after a
// confirmation, then goes to the sign-in page.
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { paths } from '@/config/routes';
import { errorMessage } from '@/lib/api-client';
import { useRevokeAllSessions } from '../api/sessions';
import { SectionCard } from '@/components/ui/section-card';

export function SessionsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revoke = useRevokeAllSessions();
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        void navigate(paths.login, { replace: true });
      },
      onError: () => setConfirming(false),
    });

  return (
    <SectionCard title={t('profile.sessions.title')} description={t('profile.sessions.description')}>
      <Stack gap="md">
        {revoke.isError ? (
          <Alert color="warning" icon={<IconAlertTriangle size={18} />} role="alert">
            {errorMessage(revoke.error)}
          </Alert>
        ) : null}
        <Group>
          <Button
          color="danger"
          variant="light"
          leftSection={<IconLogout size={16} stroke={1.6} />}
          onClick={() => setConfirming(true)}
        >
            {t('profile.sessions.revokeAll')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('profile.sessions.confirmTitle')}
        confirmLabel={t('profile.sessions.confirm')}
        loading={revoke.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {t('profile.sessions.confirmMessage')}
      </ConfirmModal>
    </SectionCard>
  );
}
