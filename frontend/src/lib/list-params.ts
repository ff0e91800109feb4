// List screens keep paging, sorting, search and filters in the URL search
// params, so a reload, a shared link or the back button restores the same
// view. Each feature defines its lists' filters with `defineListParams`.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PER_PAGE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PER_PAGE = 20;

export type ListState<F extends string> = { page: number; per_page: number } & { [K in F]: string };

export type ListParams<F extends string> = {
  filters: readonly F[];
  /** The state a URL describes; invalid or missing values fall back to the defaults. */
  read: (search: URLSearchParams) => ListState<F>;
  /** The URL params of a state; defaults and empty filters are left out. */
  write: (state: ListState<F>) => URLSearchParams;
  /** The API query of a state: empty filters left out. */
  toQuery: (state: ListState<F>) => { page: number; per_page: number } & { [K in F]?: string };
  /** Applies changes; changing a filter, the sort or the page size goes back to page 1. */
  patch: (state: ListState<F>, changes: Partial<ListState<F>>) => ListState<F>;
};

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

export function defineListParams<F extends string>(filters: readonly F[]): ListParams<F> {
  const read = (search: URLSearchParams): ListState<F> => {
    const perPage = positiveInt(search.get('per_page'));
    const state = {
      page: positiveInt(search.get('page')) ?? 1,
      per_page:
        perPage !== undefined && (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    } as ListState<F>;
    for (const name of filters) (state as Record<string, unknown>)[name] = search.get(name)?.trim() ?? '';
    return state;
  };

  const write = (state: ListState<F>): URLSearchParams => {
    const params = new URLSearchParams();
    for (const name of filters) {
      const value = state[name].trim();
      if (value) params.set(name, value);
    }
    if (state.page > 1) params.set('page', String(state.page));
    if (state.per_page !== DEFAULT_PER_PAGE) params.set('per_page', String(state.per_page));
    return params;
  };

  const toQuery = (state: ListState<F>) => {
    const query: Record<string, string | number> = { page: state.page, per_page: state.per_page };
    for (const name of filters) {
      const value = state[name].trim();
      if (value) query[name] = value;
    }
    return query as { page: number; per_page: number } & { [K in F]?: string };
  };

  const patch = (state: ListState<F>, changes: Partial<ListState<F>>): ListState<F> => {
    const next: ListState<F> = { ...state, ...changes };
    const resets =
      (changes.per_page !== undefined && changes.per_page !== state.per_page) ||
      filters.some((name) => changes[name] !== undefined && changes[name] !== state[name]);
    return resets && changes.page === undefined ? { ...next, page: 1 } : next;
  };

  return { filters, read, write, toQuery, patch };
}

/** A list's state from the URL, and a setter that writes changes back to it. */
export function useListParams<F extends string>(
  spec: ListParams<F>,
): [ListState<F>, (changes: Partial<ListState<F>>, options?: { replace?: boolean }) => void] {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => spec.read(search), [spec, search]);
  const update = useCallback(
    (changes: Partial<ListState<F>>, options: { replace?: boolean } = {}) => {
      setSearch((current) => spec.write(spec.patch(spec.read(current), changes)), { replace: options.replace });
    },
    [spec, setSearch],
  );
  return [state, update];
}

/** How a column sorts: `descFirst` for scores and dates (worst / newest first on the first click). */
export type SortOptions = { descFirst?: boolean; defaultSort?: string };

/**
 * The next sort when a column header is clicked: the column's natural order
 * (ascending, or descending with `descFirst`), then the other, then back to
 * none: the list's own order (`defaultSort`, which an empty sort stands for).
 */
export function nextSort(current: string, column: string, { descFirst = false, defaultSort = '' }: SortOptions = {}): string {
  const effective = current || defaultSort;
  const first = descFirst ? `-${column}` : column;
  const second = descFirst ? column : `-${column}`;
  if (effective === first) return second === defaultSort ? '' : second;
  if (effective === second) return '';
  return first === defaultSort ? '' : first;
}

/** How the list is sorted by `column`: 'ascending', 'descending' or 'none' (for aria-sort). */
export function sortDirection(current: string, column: string, defaultSort = ''): 'ascending' | 'descending' | 'none' {
  const effective = current || defaultSort;
  if (effective === column) return 'ascending';
  if (effective === `-${column}`) return 'descending';
  return 'none';
}
