// Complete and reopen an incident action from a list. Completing asks the
// incident first (GET /api/v1/incidents/{id}): when this is its one open
// action, completing it closes the incident, so the lessons-learned dialog
// opens and the lessons go with the completion; otherwise it completes at
// once. Failures reach the app's error toasts (the query client's handler).
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { incidentKeys, useSetIncidentActionStatus } from '../../api/incidents';
import type { IncidentAction, IncidentDetail, SetIncidentActionStatusResponse } from '../../api/types';
import { LessonsModal } from './lessons-modal';

/** True when completing `action` leaves its incident without open actions (it closes). */
export function completionCloses(action: Pick<IncidentAction, 'id' | 'status'>, detail: IncidentDetail): boolean {
  if (action.status === 'complete') return false;
  const open = detail.actions.filter((candidate) => candidate.status !== 'complete');
  if (open.length > 0) return open.length === 1 && open[0]!.id === action.id;
  return detail.incident.open_actions === 1;
}

export function useActionStatus() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const status = useSetIncidentActionStatus();
  const [checking, setChecking] = useState<string | null>(null);
  const [asking, setAsking] = useState<IncidentAction | null>(null);

  const done = (answer: SetIncidentActionStatusResponse, action: IncidentAction, completed: boolean) => {
    const reference = answer.incident?.reference || action.incident_reference;
    const closed = answer.incident?.status === 'closed';
    const message = completed
      ? closed
        ? t('incidentActions.completedClosed', { reference })
        : t('incidentActions.completed')
      : t('incidentActions.reopened');
    notifications.show({ color: 'success', message });
  };

  const complete = (action: IncidentAction, lessons: string[]) =>
    status.mutate(
      { id: action.id, complete: true, lessons },
      { onSuccess: (answer) => done(answer, action, true), onSettled: () => setAsking(null) },
    );

  /** Completes `action`, asking for lessons learned when it is its incident's last open one. */
  const start = async (action: IncidentAction) => {
    setChecking(action.id);
    try {
      const detail = await client.fetchQuery({
        queryKey: incidentKeys.detail(action.incident_id),
        queryFn: ({ signal }) =>
          api.get<IncidentDetail>(`/api/v1/incidents/${encodeURIComponent(action.incident_id)}`, { signal }),
        staleTime: 0,
      });
      if (completionCloses(action, detail)) setAsking(action);
      else complete(action, []);
    } catch {
      // The query cache's handler showed the error.
    } finally {
      setChecking(null);
    }
  };

  const reopen = (action: IncidentAction) =>
    status.mutate({ id: action.id, complete: false }, { onSuccess: (answer) => done(answer, action, false) });

  const busyId = checking ?? (status.isPending ? (status.variables?.id ?? null) : null);

  const modal = (
    <LessonsModal
      opened={asking !== null}
      actionTitle={asking?.title ?? ''}
      incidentReference={asking?.incident_reference ?? ''}
      loading={status.isPending}
      onClose={() => setAsking(null)}
      onSubmit={(lessons) => {
        if (asking) complete(asking, lessons);
      }}
    />
  );

  return { start, reopen, busyId, modal };
}
