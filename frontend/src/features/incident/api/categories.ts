// /api/v1/incident-categories: the whole category tree (every page, at most
// 100 a page), create, update (rename, move, deadline, threshold) and delete
// (409 CATEGORY_IN_USE while incidents or sub-categories use it). Changes
// refresh every incident query (the pickers of the register and form too).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { IncidentCategory, IncidentCategoryInput, Page } from './types';

export const incidentCategoryKeys = { all: ['incident', 'categories'] as const, tree: ['incident', 'categories', 'tree'] as const };

const PATH = '/api/v1/incident-categories';
const PER_PAGE = 100;
/** A guard against a server that never stops paging. */
const MAX_PAGES = 50;

/** Every category, page after page until the total is read. */
export async function fetchAllIncidentCategories(signal?: AbortSignal): Promise<IncidentCategory[]> {
  const out: IncidentCategory[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await api.get<Page<IncidentCategory>>(PATH, { query: { page, per_page: PER_PAGE }, signal });
    const rows = answer.data ?? [];
    out.push(...rows);
    if (rows.length === 0 || out.length >= answer.total) break;
  }
  return out;
}

export function useIncidentCategories() {
  return useQuery({
    queryKey: incidentCategoryKeys.tree,
    queryFn: ({ signal }) => fetchAllIncidentCategories(signal),
  });
}

export function useIncidentCategoryMutations() {
  const client = useQueryClient();
  // Counts and names show in the register, the form's pickers and the dashboard.
  const invalidate = () => client.invalidateQueries({ queryKey: ['incident'] });
  return {
    create: useMutation({
      mutationFn: (input: IncidentCategoryInput) => api.post<IncidentCategory>(PATH, input),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: IncidentCategoryInput }) =>
        api.put<IncidentCategory>(`${PATH}/${encodeURIComponent(id)}`, input),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`${PATH}/${encodeURIComponent(id)}`),
      onSuccess: invalidate,
      // The screen says why a category in use cannot go (the shared text names risks); other errors it hands on.
      meta: { silent: true },
    }),
  };
}
