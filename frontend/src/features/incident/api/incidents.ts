// /api/v1/incidents and the changes of an incident's page (docs/incident-module.md):
// the register (one page), one incident, create / update / delete, submit /
// approve / reject, its actions (add, complete with lessons, reopen, delete),
// losses, lessons and "lesson → action plan", the exports and the incident's
// audit events. Every change refreshes the incident module's cached queries
// (register, page, dashboard, action lists).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { exportLanguage } from '@/lib/export-language';
import type {
  Incident,
  IncidentAction,
  IncidentActionInput,
  IncidentDetail,
  IncidentInput,
  IncidentLesson,
  IncidentLoss,
  IncidentPage,
  ListIncidentsQuery,
  Page,
  SetIncidentActionStatusResponse,
} from './types';

/** The query of GET /api/v1/incidents; empty filters are left out. */
export type IncidentsQuery = ListIncidentsQuery & { page: number; per_page: number };

export const incidentKeys = {
  /** Everything of the incident module (lists, pages, dashboard, actions). */
  module: ['incident'] as const,
  incidents: ['incident', 'incidents'] as const,
  list: (query: IncidentsQuery) => ['incident', 'incidents', 'list', query] as const,
  detail: (id: string) => ['incident', 'incidents', 'detail', id] as const,
  audit: (id: string) => ['incident', 'audit-events', id] as const,
};

const incidentPath = (id: string) => `/api/v1/incidents/${encodeURIComponent(id)}`;

export function useIncidents(query: IncidentsQuery) {
  return useQuery({
    queryKey: incidentKeys.list(query),
    queryFn: ({ signal }) => api.get<IncidentPage>('/api/v1/incidents', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useIncident(id: string | undefined) {
  return useQuery({
    queryKey: incidentKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<IncidentDetail>(incidentPath(id ?? ''), { signal }),
    enabled: Boolean(id),
  });
}

/** Refreshes every incident-module query (register, page, dashboard, actions). */
function useInvalidateIncidents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: incidentKeys.module });
}

/** The body of POST /api/v1/incidents. */
export type CreateIncidentBody = { incident: IncidentInput; actions: IncidentActionInput[]; submit: boolean };

export function useCreateIncident() {
  const invalidate = useInvalidateIncidents();
  return useMutation({
    mutationFn: (body: CreateIncidentBody) => api.post<Incident>('/api/v1/incidents', body),
    onSuccess: invalidate,
  });
}

export type UpdateIncidentVariables = { id: string; version: number; incident: IncidentInput; submit: boolean };

/** PUT /api/v1/incidents/{id}; a stale `version` gets 409 STALE_VERSION and nothing is saved. */
export function useUpdateIncident() {
  const invalidate = useInvalidateIncidents();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateIncidentVariables) => api.put<Incident>(incidentPath(id), body),
    onSuccess: invalidate,
  });
}

export type IncidentTransition = 'submit' | 'approve' | 'reject';
export type IncidentTransitionVariables = { id: string; action: IncidentTransition; version: number; comment: string };

/** POST /api/v1/incidents/{id}/{submit|approve|reject}. */
export function useTransitionIncident() {
  const invalidate = useInvalidateIncidents();
  return useMutation({
    mutationFn: ({ id, action, version, comment }: IncidentTransitionVariables) =>
      api.post<Incident>(`${incidentPath(id)}/${action}`, { version, comment }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/v1/incidents/{id}?version=N&comment=: a soft delete (incident.approve). */
export function useDeleteIncident() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, comment }: { id: string; version: number; comment?: string }) =>
      api.delete<void>(incidentPath(id), { query: { version, comment: comment || undefined } }),
    onSuccess: (_data, { id }) => {
      client.removeQueries({ queryKey: incidentKeys.detail(id) });
      return client.invalidateQueries({ queryKey: incidentKeys.module });
    },
  });
}

// Actions of one incident (the page's actions card). The cross-incident list
// (/incident/actions) has its own module, api/actions.ts.
const actionPath = (id: string) => `/api/v1/incident-actions/${encodeURIComponent(id)}`;

/** POST /api/v1/incidents/{id}/actions. */
export function useAddIncidentAction() {
  const invalidate = useInvalidateIncidents();
  return useMutation({
    mutationFn: ({ incidentId, action }: { incidentId: string; action: IncidentActionInput }) =>
      api.post<IncidentAction>(`${incidentPath(incidentId)}/actions`, action),
    onSuccess: invalidate,
  });
}

/** POST /api/v1/incident-actions/{id}/complete with the lessons learned (when it closes the incident) or /reopen. */
export function useSetIncidentActionStatus() {
  const invalidate = useInvalidateIncidents();
  return useMutation({
    mutationFn: ({ id, complete, lessons = [] }: { id: string; complete: boolean; lessons?: string[] }) =>
      complete
        ? api.post<SetIncidentActionStatusResponse>(`${actionPath(id)}/complete`, { lessons })
        : api.post<SetIncidentActionStatusResponse>(`${actionPath(id)}/reopen`, {}),
    onSuccess: invalidate,
  });
}

/** DELETE /api/v1/incident-actions/{id}. */
export function useDeleteIncidentAction() {
  const invalidate = useInvalidateIncidents();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(actionPath(id)),
    onSuccess: invalidate,
  });
}

export type LossKind = 'actual' | 'recovery';
export type LossInput = { kind: LossKind; amount: number; booked_on: string; note: string };

/** POST /api/v1/incidents/{id}/losses. */
export function useAddIncidentLoss() {
  const invalidate = useInvalidateIncidents();
  return useMutation({
    mutationFn: ({ incidentId, loss }: { incidentId: string; loss: LossInput }) =>
      api.post<IncidentLoss>(`${incidentPath(incidentId)}/losses`, loss),
    onSuccess: invalidate,
  });
}

/** DELETE /api/v1/incident-losses/{id}. */
export function useDeleteIncidentLoss() {
  const invalidate = useInvalidateIncidents();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/incident-losses/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

/** POST /api/v1/incidents/{id}/lessons. */
export function useAddIncidentLesson() {
  const invalidate = useInvalidateIncidents();
  return useMutation({
    mutationFn: ({ incidentId, text }: { incidentId: string; text: string }) =>
      api.post<IncidentLesson>(`${incidentPath(incidentId)}/lessons`, { text }),
    onSuccess: invalidate,
  });
}

export type LessonPlanInput = { risk_id: string; owner_id: string; due_on: string };

/** POST /api/v1/incident-lessons/{id}/plan: the lesson becomes an action plan of a linked risk. */
export function usePlanLesson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, plan }: { lessonId: string; plan: LessonPlanInput }) =>
      api.post<IncidentLesson>(`/api/v1/incident-lessons/${encodeURIComponent(lessonId)}/plan`, plan),
    // The risk's action plans changed too.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: incidentKeys.module }),
        client.invalidateQueries({ queryKey: ['risk'] }),
      ]),
  });
}

/** One event of the incident's audit trail (GET /api/v1/audit-events?service=incident&entity_id=). */
export type IncidentAuditEvent = {
  id: string;
  occurred_at: string;
  actor: { id: string; name: string };
  service: string;
  entity: { type: string; id: string };
  action: string;
  changes: { before: unknown; after: unknown } | null;
  request_id: string;
  trace_id: string;
  source_ip: string;
};

/** The incident's audit events, newest first (needs audit.read). */
export function useIncidentAuditEvents(id: string | undefined, options: { enabled?: boolean; perPage?: number } = {}) {
  const perPage = options.perPage ?? 20;
  return useQuery({
    queryKey: [...incidentKeys.audit(id ?? ''), perPage] as const,
    queryFn: ({ signal }) =>
      api.get<Page<IncidentAuditEvent>>('/api/v1/audit-events', {
        query: { service: 'incident', entity_id: id, per_page: perPage },
        signal,
      }),
    enabled: Boolean(id) && (options.enabled ?? true),
  });
}

export type IncidentExportFormat = 'csv' | 'xlsx' | 'pdf';
export const INCIDENT_EXPORT_FORMATS: readonly IncidentExportFormat[] = ['csv', 'xlsx', 'pdf'];

const ACCEPT: Record<IncidentExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** GET /api/v1/incidents/export.{csv,xlsx,pdf} with the register's filters, in the screen's language. */
export function exportIncidents(
  format: IncidentExportFormat,
  filters: Omit<ListIncidentsQuery, 'page' | 'per_page'>,
  today = new Date(),
): Promise<string> {
  return downloadFile(`/api/v1/incidents/export.${format}`, {
    query: { ...filters, lang: exportLanguage() },
    fileName: `incidents-${today.toISOString().slice(0, 10)}.${format}`,
    accept: ACCEPT[format],
  });
}
