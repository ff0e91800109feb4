// /api/v1/risk-categories: the category list (at most 100 a page, enough for
// the whole tree) and its changes (category.manage).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Page, RiskCategory } from './types';

export const categoryKeys = { all: ['risk', 'categories'] as const };

export type RiskCategoryInput = { name: string; parent_id: string; description: string };

/** Every category (one page of 100), optionally matching `q`. */
export function useRiskCategories(q = '') {
  return useQuery({
    queryKey: [...categoryKeys.all, { q }],
    queryFn: ({ signal }) =>
      api.get<Page<RiskCategory>>('/api/v1/risk-categories', { query: { per_page: 100, q: q || undefined }, signal }),
    select: (page) => page.data,
    staleTime: 60_000,
  });
}

export function useRiskCategoryMutations() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: categoryKeys.all });
  return {
    create: useMutation({
      mutationFn: (input: RiskCategoryInput) => api.post<RiskCategory>('/api/v1/risk-categories', input),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: RiskCategoryInput & { id: string }) =>
        api.put<RiskCategory>(`/api/v1/risk-categories/${encodeURIComponent(id)}`, input),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`/api/v1/risk-categories/${encodeURIComponent(id)}`),
      onSuccess: invalidate,
    }),
  };
}
