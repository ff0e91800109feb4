// Badges of the incident screens: experience type, escalation level, open /
// closed, and the reporting clock (time left to notify, or overdue).
import { Badge, Tooltip } from '@mantine/core';
import { IconClock, IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { Incident } from '../api/types';
import { reportingClock, useDuration } from '../lib/clock';
import { enumLabel, ESCALATION_COLOR, EXPERIENCE_COLOR } from '../lib/enums';

export function ExperienceBadge({ value }: { value: string }) {
  const { t } = useTranslation();
  if (!value) return null;
  return (
    <Badge color={EXPERIENCE_COLOR[value] ?? 'gray'} variant="light" tt="none" data-experience={value}>
      {enumLabel(t, 'experience_type', value)}
    </Badge>
  );
}

export function EscalationBadge({ value }: { value: string }) {
  const { t } = useTranslation();
  if (!value) return null;
  return (
    <Badge color={ESCALATION_COLOR[value] ?? 'gray'} variant="outline" tt="none">
      {enumLabel(t, 'escalation_level', value)}
    </Badge>
  );
}

/** Open (orange) or closed (green). */
export function OpenClosedBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={status === 'closed' ? 'success' : 'warning'} variant="light" tt="none" data-status={status}>
      {enumLabel(t, 'status', status)}
    </Badge>
  );
}

/**
 * The reporting clock as a badge: red "Notification overdue" once the
 * deadline passed without notification, the time left while it runs;
 * nothing when there is no deadline or the incident was notified.
 */
export function ClockBadge({ incident, now }: { incident: Pick<Incident, 'notify_by' | 'notified_at' | 'notification_overdue'>; now?: number }) {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const clock = reportingClock(incident, now);
  if (clock.state === 'overdue') {
    return (
      <Tooltip label={clock.deadline ? t('incidentRegister.clock.dueAt', { at: formatDateTime(clock.deadline, i18n.language) }) : t('incidentRegister.clock.overdue')}>
        <Badge color="danger" variant="filled" tt="none" leftSection={<IconClockExclamation size={12} />} data-testid="clock-overdue">
          {t('incidentRegister.clock.overdue')}
        </Badge>
      </Tooltip>
    );
  }
  if (clock.state === 'running') {
    return (
      <Tooltip label={t('incidentRegister.clock.dueAt', { at: formatDateTime(clock.deadline, i18n.language) })}>
        <Badge color="warning" variant="light" tt="none" leftSection={<IconClock size={12} />} data-testid="clock-running">
          {t('incidentRegister.clock.left', { time: duration(clock.hours) })}
        </Badge>
      </Tooltip>
    );
  }
  return null;
}
