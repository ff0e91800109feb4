// /api/v1/controls and /api/v1/control-activities: the control library, one
// control with its activities, risks and plans, and the activity work
// (add, edit, delete, complete). Every change refreshes the whole risk module
// (ratings, counts, reports and the dashboard depend on controls).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Control, ControlActivity, ControlActivityInput, ControlDetail, ControlInput, Page } from './types';

export const controlKeys = {
  all: ['risk', 'controls'] as const,
  list: (query: ControlsQuery) => ['risk', 'controls', 'list', query] as const,
  detail: (id: string) => ['risk', 'controls', 'detail', id] as const,
  activities: ['risk', 'control-activities'] as const,
};

/** Everything of the risk module (risks, controls, plans, reports, dashboard). */
export const RISK_MODULE_KEY = ['risk'] as const;

export type ControlsQuery = {
  page: number;
  per_page: number;
  q?: string;
  /** reference, title, score, updated_at; "-" descends. */
  sort?: string;
  state?: string;
  intention?: string;
  criticality?: string;
  /** A control rating name. */
  rating?: string;
  owner_id?: string;
  risk_id?: string;
};

export function useControls(query: ControlsQuery) {
  return useQuery({
    queryKey: controlKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<Control>>('/api/v1/controls', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useControl(id: string | undefined) {
  return useQuery({
    queryKey: controlKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<ControlDetail>(`/api/v1/controls/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    // A missing control shows its own state, not a toast.
    meta: { silent: true },
  });
}

export function useControlMutations() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: RISK_MODULE_KEY });
  return {
    create: useMutation({
      mutationFn: (input: ControlInput) => api.post<Control>('/api/v1/controls', input),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, version, control }: { id: string; version: number; control: ControlInput }) =>
        api.put<Control>(`/api/v1/controls/${encodeURIComponent(id)}`, { version, control }),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: ({ id, version }: { id: string; version: number }) =>
        api.delete<void>(`/api/v1/controls/${encodeURIComponent(id)}`, { query: { version } }),
      onSuccess: invalidate,
    }),
  };
}

export type ActivitiesQuery = {
  page: number;
  per_page: number;
  control_id?: string;
  /** complete, incomplete or over. */
  status?: string;
  owner_id?: string;
};

export function useActivities(query: ActivitiesQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...controlKeys.activities, query],
    queryFn: ({ signal }) => api.get<Page<ControlActivity>>('/api/v1/control-activities', { query, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export type Outcome = 'complied' | 'breached';

/** The answer of completing an activity: it, and the next occurrence of a periodic one. */
export type CompleteActivityResponse = { activity: ControlActivity; next: ControlActivity | null };

export function useActivityMutations() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: RISK_MODULE_KEY });
  return {
    create: useMutation({
      mutationFn: ({ controlId, input }: { controlId: string; input: ControlActivityInput }) =>
        api.post<ControlActivity>(`/api/v1/controls/${encodeURIComponent(controlId)}/activities`, input),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: ControlActivityInput }) =>
        api.put<ControlActivity>(`/api/v1/control-activities/${encodeURIComponent(id)}`, input),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`/api/v1/control-activities/${encodeURIComponent(id)}`),
      onSuccess: invalidate,
    }),
    complete: useMutation({
      mutationFn: ({ id, outcome, comment }: { id: string; outcome: Outcome; comment: string }) =>
        api.post<CompleteActivityResponse>(`/api/v1/control-activities/${encodeURIComponent(id)}/complete`, {
          outcome,
          comment,
        }),
      onSuccess: invalidate,
    }),
  };
}
