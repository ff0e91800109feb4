// /api/v1/risk-categories for the Categories screen: every category (the API
// gives at most 100 a page, enough for the tree) and create, edit, delete
// (category.manage; 409 CATEGORY_IN_USE, 422 CATEGORY_TOO_DEEP).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export type RiskCategoryInput = { name: string; parent_id: string; description: string };

type Page<T> = { data: T[]; page: number; per_page: number; total: number };

/** Shared with the risk screens' category pickers, so a change here refreshes them too. */
export const categoryKeys = { all: ['risk', 'categories'] as const };

export function useCategoryList() {
  return useQuery({
    queryKey: [...categoryKeys.all, 'tree'],
    queryFn: ({ signal }) => api.get<Page<RiskCategory>>('/api/v1/risk-categories', { query: { per_page: 100 }, signal }),
    select: (page) => page.data,
  });
}

export function useCategoryMutations() {
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
      // The dialog explains a category in use itself.
      meta: { silent: true },
    }),
  };
}
