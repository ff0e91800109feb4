// Global search (spec section 2): GET /api/main-search/data?q= answers groups
// of Pages, Files and Contacts, each limited to 4 results (enforced here too).
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Spec section 9: at most 4 results per group. */
export const SEARCH_LIMIT = 4;
/** Quiet time after typing before the search runs. */
export const SEARCH_DEBOUNCE_MS = 200;

export type PageResult = { id: string | number; target: string; title: string; link: string; icon: string };
export type FileResult = {
  id: string | number;
  title: string;
  by: string;
  /** Bytes. */
  size: number;
  /** Download path. */
  file: string;
  link: string;
  date: string;
};
export type ContactResult = { id: string | number; title: string; email: string; img: string; date: string };

type Group<Title extends string, Item> = { groupTitle: Title; searchLimit?: number; total?: number; data: Item[] };

export type SearchGroup =
  | Group<'Pages', PageResult>
  | Group<'Files', FileResult>
  | Group<'Contacts', ContactResult>;

export type SearchResponse = { searchResult: SearchGroup[] };

const KNOWN_GROUPS = new Set(['Pages', 'Files', 'Contacts']);

/** Known groups with results, each cut to its limit (never above 4); `total` counts what was cut. */
export function limitGroups(groups: readonly SearchGroup[] | undefined): SearchGroup[] {
  if (!groups) return [];
  return groups
    .filter((group) => KNOWN_GROUPS.has(group.groupTitle) && Array.isArray(group.data) && group.data.length > 0)
    .map((group) => {
      const limit = Math.min(SEARCH_LIMIT, Math.max(1, group.searchLimit ?? SEARCH_LIMIT));
      const total = Math.max(group.total ?? 0, group.data.length);
      return { ...group, searchLimit: limit, total, data: group.data.slice(0, limit) } as SearchGroup;
    });
}

/** GET /api/main-search/data?q=, groups limited. */
export async function fetchSearch(q: string, signal?: AbortSignal): Promise<SearchGroup[]> {
  const res = await api.get<SearchResponse>('/api/main-search/data', { signal, query: { q } });
  return limitGroups(res?.searchResult);
}

/** Searches `text` once typing pauses; keeps the previous answer on screen meanwhile. */
export function useGlobalSearch(text: string) {
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['global-search', q] as const,
    queryFn: ({ signal }) => fetchSearch(q, signal),
    enabled: q.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    // Shown inside the search panel instead of a toast.
    meta: { silent: true },
  });
  return { ...query, q, settling: q !== text.trim() };
}
