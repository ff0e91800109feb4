// GET /api/v1/risk-method: matrix size and labels, rating bands and
// control-rating bands every risk screen rates with.
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RiskMethod } from './types';

export const riskMethodKey = ['risk', 'method'] as const;

export function useRiskMethod() {
  return useQuery({
    queryKey: riskMethodKey,
    queryFn: ({ signal }) => api.get<RiskMethod>('/api/v1/risk-method', { signal }),
    staleTime: 5 * 60_000,
  });
}
