// Option lists for the pickers of the risk screens: users (owners),
// functions, risks and controls. Each is cached a while; the risk and control
// lists search on the server (`q`) and return at most 100 rows.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Control, Page, Risk } from './types';

export type UserOption = { id: string; name: string };
export type FunctionOption = { id: string; name: string; parent_id: string | null };
export type ItemOption = { id: string; reference: string; title: string };

export const pickerKeys = {
  users: ['risk', 'pickers', 'users'] as const,
  functions: ['risk', 'pickers', 'functions'] as const,
  risks: ['risk', 'pickers', 'risks'] as const,
  controls: ['risk', 'pickers', 'controls'] as const,
};

const FIVE_MINUTES = 5 * 60_000;

/** GET /api/v1/users/options: everyone who can own a risk, control or plan. */
export function useUserOptions() {
  return useQuery({
    queryKey: pickerKeys.users,
    queryFn: ({ signal }) => api.get<UserOption[]>('/api/v1/users/options', { signal }),
    staleTime: FIVE_MINUTES,
    meta: { silent: true },
  });
}

/** GET /api/v1/functions?per_page=100: the organisation's functions. */
export function useFunctionOptions() {
  return useQuery({
    queryKey: pickerKeys.functions,
    queryFn: ({ signal }) => api.get<Page<FunctionOption>>('/api/v1/functions', { query: { per_page: 100 }, signal }),
    select: (page) => page.data,
    staleTime: FIVE_MINUTES,
    meta: { silent: true },
  });
}

/** GET /api/v1/risks?per_page=100&q=: risks to link, matching `q` (reference or title). */
export function useRiskOptions(q = '') {
  return useQuery({
    queryKey: [...pickerKeys.risks, q],
    queryFn: ({ signal }) =>
      api.get<Page<Risk>>('/api/v1/risks', { query: { per_page: 100, q: q || undefined }, signal }),
    select: (page): ItemOption[] => page.data.map(({ id, reference, title }) => ({ id, reference, title })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/** GET /api/v1/controls?per_page=100&q=: controls to link, matching `q`. */
export function useControlOptions(q = '') {
  return useQuery({
    queryKey: [...pickerKeys.controls, q],
    queryFn: ({ signal }) =>
      api.get<Page<Control>>('/api/v1/controls', { query: { per_page: 100, q: q || undefined }, signal }),
    select: (page): ItemOption[] => page.data.map(({ id, reference, title }) => ({ id, reference, title })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/** "R-0042 · Title", the label of a risk or control in a picker. */
export function itemLabel(item: ItemOption): string {
  return [item.reference, item.title].filter(Boolean).join(' · ');
}
