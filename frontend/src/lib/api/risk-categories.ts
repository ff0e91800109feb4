// /api/v1/risk-categories: the one module every screen reads risk categories
// through (the Categories settings screen, the register's filter, the risk
// forms, the reports). One query key for the list, invalidated by every create,
// edit and delete, so a change in Settings refreshes every pick list at once.
// The API gives at most 100 a page, enough for the whole tree.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RiskCategory = {
  id: string;
  name: string;
  /** Empty for a root category. */
  parent_id: string;
  description: string;
  /** Risks in this category (not counting sub-categories). */
  risk_count: number;
};

/** The body of a create or an edit (category.manage). */
export type RiskCategoryInput = { name: string; parent_id: string; description: string };

type CategoryPage = { data: RiskCategory[]; page: number; per_page: number; total: number };

/** The one key of the category list; every change invalidates it. */
export const riskCategoryKeys = { all: ['risk-categories'] as const };

/** GET /api/v1/risk-categories?per_page=100: every category. */
export function riskCategoriesQuery() {
  return queryOptions({
    queryKey: riskCategoryKeys.all,
    queryFn: ({ signal }) => api.get<CategoryPage>('/api/v1/risk-categories', { query: { per_page: 100 }, signal }),
    staleTime: 60_000,
  });
}

const categories = (page: CategoryPage): RiskCategory[] => page.data ?? [];

/**
 * Every category. A pick list passes `silent` (failing leaves it empty; the
 * screen's own query reports the error); the Categories screen does not.
 */
export function useRiskCategories({ silent = false }: { silent?: boolean } = {}) {
  return useQuery({ ...riskCategoriesQuery(), select: categories, meta: { silent } });
}

/** Create, edit and delete; each invalidates the one category key. */
export function useRiskCategoryMutations() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: riskCategoryKeys.all });
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
      // The Categories screen explains a category in use itself.
      meta: { silent: true },
    }),
  };
}
