// The reporting clock of an incident (docs/incident-module.md): the time left
// until `notify_by`, or how long it is overdue, until `notified_at` stops it.
import { useTranslation } from 'react-i18next';
import type { Incident } from '../api/types';

export type Clock =
  | { state: 'none' }
  | { state: 'notified'; at: string }
  | { state: 'running'; hours: number; deadline: string }
  | { state: 'overdue'; hours: number; deadline: string };

const HOUR = 3_600_000;

/** Where the clock stands at `now`. Hours are whole hours, rounded towards the deadline's side (at least 1 while running). */
export function reportingClock(
  incident: Pick<Incident, 'notify_by' | 'notified_at' | 'notification_overdue'>,
  now: number = Date.now(),
): Clock {
  if (incident.notified_at) return { state: 'notified', at: incident.notified_at };
  if (!incident.notify_by) return incident.notification_overdue ? { state: 'overdue', hours: 0, deadline: '' } : { state: 'none' };
  const deadline = Date.parse(incident.notify_by);
  if (Number.isNaN(deadline)) return { state: 'none' };
  const left = deadline - now;
  if (incident.notification_overdue || left <= 0) {
    return { state: 'overdue', hours: Math.floor(Math.max(0, -left) / HOUR), deadline: incident.notify_by };
  }
  return { state: 'running', hours: Math.max(1, Math.ceil(left / HOUR)), deadline: incident.notify_by };
}

/** "2 d 5 h" style parts: whole days and the hours left over. */
export function daysAndHours(hours: number): { days: number; hours: number } {
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

/** "2 d 5 h" or "5 h". */
export function useDuration() {
  const { t } = useTranslation();
  return (total: number) => {
    const { days, hours } = daysAndHours(total);
    return days > 0 ? t('incidentRegister.clock.daysHours', { days, hours }) : t('incidentRegister.clock.hours', { count: hours });
  };
}
