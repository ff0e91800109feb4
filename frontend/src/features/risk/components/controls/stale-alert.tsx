// What a form shows after a 409 STALE_VERSION: someone else saved first;
// nothing was overwritten, and reloading shows their version.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function StaleAlert({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="warning" variant="light" icon={<IconAlertTriangle size={18} />} title={t('controls.stale.title')}>
      <Text size="sm">{t('controls.stale.body')}</Text>
      <Group mt="xs">
        <Button size="xs" variant="light" color="warning" leftSection={<IconRefresh size={14} />} onClick={onReload}>
          {t('controls.stale.reload')}
        </Button>
      </Group>
    </Alert>
  );
}
