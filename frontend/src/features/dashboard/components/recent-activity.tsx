// The latest changes in the risk module, newest first.
import { Badge, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { auditActionLabel, auditEntityTypeLabel } from '@/lib/audit-labels';
import { formatDateTime } from '@/lib/format';
import type { RecentEvent } from '../api/dashboard';
import { actionColor } from './look';

function entityLabel(changes: RecentEvent['changes']): string {
  for (const side of [changes?.after, changes?.before]) {
    if (typeof side !== 'object' || side === null || Array.isArray(side)) continue;
    const record = side as Record<string, unknown>;
    const reference = typeof record.reference === 'string' ? record.reference : '';
    const name = typeof record.title === 'string' ? record.title : typeof record.name === 'string' ? record.name : '';
    const label = [reference, name].filter(Boolean).join(' · ');
    if (label) return label;
  }
  return '';
}

export function RecentActivity({ events, loading }: { events: readonly RecentEvent[] | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  if (loading) {
    return (
      <Stack p="lg" gap="sm">
        <Skeleton height={18} />
        <Skeleton height={18} />
        <Skeleton height={18} />
      </Stack>
    );
  }
  if (!events || events.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" size="sm">
        {t('riskDashboard.recent.empty')}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={22} lineWidth={2} p="lg" active={events.length}>
      {events.map((event) => (
        <Timeline.Item
          key={event.id}
          bullet={<IconPoint size={14} />}
          color={actionColor(event.action)}
          data-testid="recent-event"
          title={
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={600}>
                {event.actor.name || t('riskDashboard.recent.someone')}
              </Text>
              <Badge size="sm" variant="light" color={actionColor(event.action)} tt="none">
                {auditActionLabel(t, event.action)}
              </Badge>
              <Text size="sm" c="dimmed">
                {auditEntityTypeLabel(t, event.entity.type)}
              </Text>
            </Group>
          }
        >
          {entityLabel(event.changes) ? (
            <Text size="sm" lineClamp={1}>
              <bdi>{entityLabel(event.changes)}</bdi>
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {formatDateTime(event.occurred_at, i18n.language)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
