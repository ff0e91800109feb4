// The /incident/actions list's URL state (see lib/list-params) and its API
// query: the "overdue only" and "my actions" switches as booleans.
import { defineListParams, type ListState } from '@/lib/list-params';
import type { IncidentActionsQuery } from '../../api/actions';

export const incidentActionsParams = defineListParams(['q', 'sort', 'status', 'owner_id', 'overdue', 'mine'] as const);

export const ACTION_STATUSES = ['incomplete', 'complete'] as const;

/** The API query of the list's URL state: the switches as booleans, left out when off. */
export function actionsQuery(filters: ListState<(typeof incidentActionsParams.filters)[number]>): IncidentActionsQuery {
  const { overdue, mine, ...rest } = incidentActionsParams.toQuery(filters);
  return { ...rest, overdue: overdue === 'true' ? true : undefined, mine: mine === 'true' ? true : undefined };
}
