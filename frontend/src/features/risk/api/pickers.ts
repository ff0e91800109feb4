// Option lists for the pickers of the risk screens: risks and controls to
// link (users and functions: `@/lib/api/users`, `@/lib/api/functions`; risk
// categories: `@/lib/api/risk-categories`). Both search on the server (`q`)
// and return at most 100 rows.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Control, Page, Risk } from './types';

export type ItemOption = { id: string; reference: string; title: string };

export const pickerKeys = {
  risks: ['risk', 'pickers', 'risks'] as const,
  controls: ['risk', 'pickers', 'controls'] as const,
};

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

/** GET /api/v1/controls?per_page=100&q=: controls to link, matching `q` (whole rows: a risk form keeps their ratings). */
export function useControlOptions(q = '') {
  return useQuery({
    queryKey: [...pickerKeys.controls, q],
    queryFn: ({ signal }) =>
      api.get<Page<Control>>('/api/v1/controls', { query: { per_page: 100, q: q || undefined }, signal }),
    select: (page): Control[] => page.data ?? [],
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/** "R-0042 · Title", the label of a risk or control in a picker. */
export function itemLabel(item: ItemOption): string {
  return [item.reference, item.title].filter(Boolean).join(' · ');
}
