// Risks to link, for the pickers of the risk and incident screens:
// GET /api/v1/risks?per_page=100&q= (reference or title), at most 100 rows.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api-client';

export type ItemOption = { id: string; reference: string; title: string };

/** The risk picker's key (under the risk module's key, so a risk change refreshes it). */
export const riskOptionKeys = { risks: ['risk', 'pickers', 'risks'] as const };

type RiskPage = { data: ItemOption[] };

/** GET /api/v1/risks?per_page=100&q=: risks to link, matching `q` (reference or title). */
export function useRiskOptions(q = '') {
  return useQuery({
    queryKey: [...riskOptionKeys.risks, q],
    queryFn: ({ signal }) =>
      api.get<RiskPage>('/api/v1/risks', { query: { per_page: 100, q: q || undefined }, signal }),
    select: (page): ItemOption[] => (page.data ?? []).map(({ id, reference, title }) => ({ id, reference, title })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/** "R-0042 · Title", the label of a risk or control in a picker. */
export function itemLabel(item: ItemOption): string {
  return [item.reference, item.title].filter(Boolean).join(' · ');
}

/** Labels of the options: those known up front, those picked earlier, and the current search's. */
export function useLabels(options: readonly ItemOption[] | undefined, known: readonly ItemOption[], picked: ReadonlyMap<string, string>) {
  return useMemo(() => {
    const labels = new Map(picked);
    for (const item of known) labels.set(item.id, itemLabel(item));
    for (const item of options ?? []) labels.set(item.id, itemLabel(item));
    return labels;
  }, [options, known, picked]);
}
