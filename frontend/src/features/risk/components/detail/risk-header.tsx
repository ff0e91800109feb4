// The top of the risk page: reference, title, approval status, status, the
// over-appetite flag, owner and last change, and the actions.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { Risk } from '../../api/types';
import { RatingBadge, StatusBadge } from '../badges';

export function RiskHeader({ risk, actions }: { risk: Risk; actions: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Card padding="lg" mb="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Badge variant="outline" color="gray" tt="none" ff="monospace" size="lg">
              {risk.reference}
            </Badge>
            <StatusBadge status={risk.approval_status} />
            <StatusBadge status={risk.status} />
            {risk.over_appetite ? (
              <Badge color="danger" variant="filled" tt="none" leftSection={<IconFlame size={12} />}>
                {t('risk.detail.overAppetite')}
              </Badge>
            ) : null}
          </Group>
          <Title order={2} fz={22} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{risk.title}</bdi>
          </Title>
          <Group gap="lg">
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {t('risk.detail.net')}
              </Text>
              <RatingBadge rating={risk.net_risk} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('risk.detail.ownedBy', { name: risk.owner_name ?? '–' })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('risk.detail.updated', { when: formatDateTime(risk.updated_at, i18n.language) })}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">{actions}</Group>
      </Group>
    </Card>
  );
}
