// Someone else saved the record first (409 STALE_VERSION): nothing was
// overwritten; reload to see their version. Shared by the risk and incident pages.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function StaleAlert({ onReload, reloading }: { onReload: () => void; reloading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="warning" variant="light" icon={<IconUsers size={18} />} data-testid="stale-alert" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('errors.STALE_VERSION')}</Text>
        <Button size="xs" variant="filled" color="warning" leftSection={<IconRefresh size={14} />} onClick={onReload} loading={reloading}>
          {t('risk.detail.reload')}
        </Button>
      </Group>
    </Alert>
  );
}
