// GET /api/v1/risks: one page of the risk register (needs risk.read; a 403
// reaches the shared error handler: 'Sorry, Restricted Action').
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RiskSummary = {
  id: string;
  reference?: string;
  title?: string;
  status?: string;
};

export type RisksPage = { data: RiskSummary[]; page: number; per_page: number; total: number };

export function useRisks(page: number, perPage: number) {
  return useQuery({
    queryKey: ['risk', 'risks', { page, perPage }],
    queryFn: ({ signal }) => api.get<RisksPage>('/api/v1/risks', { query: { page, per_page: perPage }, signal }),
    placeholderData: keepPreviousData,
  });
}
