// Option lists for the pickers of the risk screens: risks and controls to
// link (users and functions: `@/lib/api/users`, `@/lib/api/functions`; risk
// categories: `@/lib/api/risk-categories`). Both search on the server (`q`)
// and return at most 100 rows.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { riskOptionKeys } from '@/lib/api/risk-options';
import type { Control, Page } from './types';

// The risk picker is shared with the incident screens: @/lib/api/risk-options.
export { itemLabel, useRiskOptions, type ItemOption } from '@/lib/api/risk-options';

export const pickerKeys = {
  risks: riskOptionKeys.risks,
  controls: ['risk', 'pickers', 'controls'] as const,
};

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
