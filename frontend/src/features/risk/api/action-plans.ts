// /api/v1/action-plans: the plans list, one plan, create, edit (with the
// version read, 409 STALE_VERSION when someone saved first) and delete.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ActionPlan, ActionPlanInput, Page } from './types';

export const actionPlanKeys = {
  all: ['risk', 'action-plans'] as const,
  list: (query: ActionPlansQuery) => ['risk', 'action-plans', 'list', query] as const,
  detail: (id: string) => ['risk', 'action-plans', 'detail', id] as const,
};

export type ActionPlansQuery = {
  page: number;
  per_page: number;
  q?: string;
  /** reference, title, due_date, progress, priority; "-" descends. */
  sort?: string;
  status?: string;
  priority?: string;
  owner_id?: string;
  risk_id?: string;
  control_id?: string;
  overdue?: boolean;
};

export function useActionPlans(query: ActionPlansQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: actionPlanKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<ActionPlan>>('/api/v1/action-plans', { query, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useActionPlan(id: string | undefined) {
  return useQuery({
    queryKey: actionPlanKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<ActionPlan>(`/api/v1/action-plans/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useActionPlanMutations() {
  const client = useQueryClient();
  // Plans count on risks, controls, reports and the dashboard: refresh the module.
  const invalidate = () => client.invalidateQueries({ queryKey: ['risk'] });
  return {
    create: useMutation({
      mutationFn: (input: ActionPlanInput) => api.post<ActionPlan>('/api/v1/action-plans', input),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, version, plan }: { id: string; version: number; plan: ActionPlanInput }) =>
        api.put<ActionPlan>(`/api/v1/action-plans/${encodeURIComponent(id)}`, { version, action_plan: plan }),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: ({ id, version }: { id: string; version: number }) =>
        api.delete<void>(`/api/v1/action-plans/${encodeURIComponent(id)}`, { query: { version } }),
      onSuccess: invalidate,
    }),
  };
}
