// The reporting clock: the deadline to notify (reported day plus the
// category's hours), the time left or how long it is overdue, and when the
// incident was notified (which stops the clock).
import { Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { formatDateTime } from '@/lib/format';
import type { Incident } from '../../api/types';
import { reportingClock, useDuration } from '../../lib/clock';

export function ClockCard({ incident, now }: { incident: Incident; now?: number }) {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const clock = reportingClock(incident, now);
  const row = (label: string, value: string, color?: string, testId?: string) => (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={color} ta="end" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
  return (
    <SectionCard title={t('incidentDetail.clock.title')} icon={IconClock} id="incident-clock">
      <Stack gap="xs">
        {row(
          t('incidentDetail.clock.notifyBy'),
          incident.notify_by ? formatDateTime(incident.notify_by, i18n.language) : t('incidentDetail.clock.noDeadline'),
        )}
        {clock.state === 'running'
          ? row(t('incidentDetail.clock.left'), duration(clock.hours), 'var(--mantine-color-warning-7)', 'clock-status')
          : null}
        {clock.state === 'overdue'
          ? row(
              t('incidentDetail.clock.status'),
              clock.hours > 0 ? t('incidentDetail.clock.overdueBy', { time: duration(clock.hours) }) : t('incidentRegister.clock.overdue'),
              'var(--mantine-color-danger-6)',
              'clock-status',
            )
          : null}
        {row(
          t('incidentDetail.clock.notifiedAt'),
          incident.notified_at ? formatDateTime(incident.notified_at, i18n.language) : t('incidentDetail.clock.notNotified'),
        )}
      </Stack>
    </SectionCard>
  );
}
