// GET /api/v1/incident-actions: every incident action across incidents (the
// /incident/actions screen), server-paged and filtered; "mine" asks for the
// caller's own. Completing and reopening are the incident page's mutations
// (useSetIncidentActionStatus in ./incidents), which refresh this list too.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IncidentAction, ListIncidentActionsQuery, Page } from './types';

/** The query of GET /api/v1/incident-actions; undefined filters are left out. */
export type IncidentActionsQuery = ListIncidentActionsQuery & {
  page: number;
  per_page: number;
  /** Only the caller's own actions (the gateway sets owner_id). */
  mine?: boolean;
};

export const incidentActionKeys = {
  all: ['incident', 'actions'] as const,
  list: (query: IncidentActionsQuery) => ['incident', 'actions', 'list', query] as const,
};

export function useIncidentActions(query: IncidentActionsQuery) {
  return useQuery({
    queryKey: incidentActionKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<IncidentAction>>('/api/v1/incident-actions', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
