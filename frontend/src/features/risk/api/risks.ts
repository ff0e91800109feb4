// /api/v1/risks: the register (one page), one risk with its history, and the
// changes: create (wizard), update, submit / approve / reject, delete. Every
// change refreshes the risk module's cached lists (the register, the
// dashboard, controls and action plans it may have created).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreateRiskBody, RegisterPage, Risk, RiskDetail, RiskInput } from './types';

/** The query of GET /api/v1/risks; empty filters are left out. */
export type RisksQuery = {
  page: number;
  per_page: number;
  q?: string;
  sort?: string;
  status?: string;
  approval_status?: string;
  category_id?: string;
  function_id?: string;
  owner_id?: string;
  rating?: string;
  over_appetite?: boolean;
  as_of?: string;
  awaiting_my_approval?: boolean;
  /** The `next` cursor of the page before: the page is a seek, not an OFFSET (ADR 14). */
  after?: string;
};

export const riskKeys = {
  /** Everything of the risk module (lists that a risk change can move). */
  module: ['risk'] as const,
  risks: ['risk', 'risks'] as const,
  list: (query: RisksQuery) => ['risk', 'risks', 'list', query] as const,
  detail: (id: string) => ['risk', 'risks', 'detail', id] as const,
};

export function fetchRisks(query: RisksQuery, signal?: AbortSignal): Promise<RegisterPage<Risk>> {
  return api.get<RegisterPage<Risk>>('/api/v1/risks', { query, signal });
}

export function useRisks(query: RisksQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: riskKeys.list(query),
    queryFn: ({ signal }) => fetchRisks(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

const riskPath = (id: string) => `/api/v1/risks/${encodeURIComponent(id)}`;

export function useRisk(id: string | undefined) {
  return useQuery({
    queryKey: riskKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<RiskDetail>(riskPath(id ?? ''), { signal }),
    enabled: Boolean(id),
  });
}

/** Refreshes every risk-module query (register, detail, dashboard, controls, plans). */
function useInvalidateRisks() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: riskKeys.module });
}

/** POST /api/v1/risks: the wizard's risk with its new controls and action plans. */
export function useCreateRisk() {
  const invalidate = useInvalidateRisks();
  return useMutation({
    mutationFn: (body: CreateRiskBody) => api.post<Risk>('/api/v1/risks', body),
    onSuccess: invalidate,
  });
}

export type UpdateRiskVariables = { id: string; version: number; risk: RiskInput; submit: boolean };

/** PUT /api/v1/risks/{id}; a stale `version` gets 409 STALE_VERSION and nothing is saved. */
export function useUpdateRisk() {
  const invalidate = useInvalidateRisks();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateRiskVariables) => api.put<Risk>(riskPath(id), body),
    onSuccess: invalidate,
  });
}

export type Transition = 'submit' | 'approve' | 'reject';
export type TransitionVariables = { id: string; action: Transition; version: number; comment: string };

/** POST /api/v1/risks/{id}/{submit|approve|reject}. */
export function useTransitionRisk() {
  const invalidate = useInvalidateRisks();
  return useMutation({
    mutationFn: ({ id, action, version, comment }: TransitionVariables) =>
      api.post<Risk>(`${riskPath(id)}/${action}`, { version, comment }),
    onSuccess: invalidate,
  });
}

export type ReviewVariables = { id: string; version: number; next_review_on: string; comment: string };

/** POST /api/v1/risks/{id}/review: records a review and the next review day. */
export function useRecordReview() {
  const invalidate = useInvalidateRisks();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewVariables) => api.post<Risk>(`${riskPath(id)}/review`, body),
    onSuccess: invalidate,
  });
}

/** DELETE /api/v1/risks/{id}: a soft delete (approval status `deleted`). */
export function useDeleteRisk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, comment }: { id: string; version: number; comment?: string }) =>
      api.delete<void>(riskPath(id), { query: { version, comment: comment || undefined } }),
    onSuccess: (_data, { id }) => {
      client.removeQueries({ queryKey: riskKeys.detail(id) });
      return client.invalidateQueries({ queryKey: riskKeys.module });
    },
  });
}
