// What the profile pages show until the profile is there: a loader, the
// module-unavailable state on 503, or the error with a retry on any other failure.
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ModuleUnavailable } from '@/components/errors/module-unavailable';
import { errorMessage } from '@/lib/api-client';
import { useModuleStatus } from '@/lib/use-module-status';
import type { useProfile } from '../api/profile';

export function ProfilePending({ query }: { query: ReturnType<typeof useProfile>['query'] }) {
  const { t } = useTranslation();
  const account = useModuleStatus('account', query.error);
  const retry = () => void query.refetch();
  if (account.unavailable) {
    return <ModuleUnavailable module="account" since={account.since} retrying={query.isFetching} onRetry={retry} />;
  }
  if (query.isError && !query.isFetching) {
    return (
      <Stack align="center" gap="xs" py={60} role="alert">
        <IconAlertCircle size={28} stroke={1.6} color="var(--mantine-color-danger-6)" />
        <Text fw={600}>{t('profile.loadFailed')}</Text>
        <Text size="sm" c="dimmed" ta="center" maw={460}>
          {errorMessage(query.error)}
        </Text>
        <Button variant="light" size="xs" onClick={retry}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    );
  }
  return (
    <Center py={80}>
      <Loader />
    </Center>
  );
}
