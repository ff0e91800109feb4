// The data list's page, page size, search and sort, kept in the URL so a
// reload, a link or the back button shows the same page. The list and
// thumbnail views share it (switching keeps the search).

export const PER_PAGE_OPTIONS = [4, 10, 20, 50] as const;
export const DEFAULT_PER_PAGE = 10;

/** Columns the server sorts by. */
export const SORT_COLUMNS = ['id', 'name', 'category', 'price', 'order_status', 'popularity'] as const;

export type DataListState = { page: number; perPage: number; q: string; sort: string };

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

function validSort(value: string | null): string {
  if (!value) return '';
  const column = value.startsWith('-') ? value.slice(1) : value;
  return (SORT_COLUMNS as readonly string[]).includes(column) ? value : '';
}

export function readState(search: URLSearchParams): DataListState {
  const perPage = positiveInt(search.get('perPage'));
  return {
    page: positiveInt(search.get('page')) ?? 1,
    perPage: perPage !== undefined && (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    q: search.get('q')?.trim() ?? '',
    sort: validSort(search.get('sort')),
  };
}

export function writeState(state: DataListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('perPage', String(state.perPage));
  return params;
}

/** Applies changes; a new search, sort or page size goes back to page 1. */
export function patchState(state: DataListState, changes: Partial<DataListState>): DataListState {
  const next = { ...state, ...changes };
  const resets = (['q', 'sort', 'perPage'] as const).some((k) => changes[k] !== undefined && changes[k] !== state[k]);
  return resets && changes.page === undefined ? { ...next, page: 1 } : next;
}

/** The page to show after rows were removed: the last one that still exists. */
export function pageAfterRemoval(page: number, totalPages: number): number {
  return Math.max(1, Math.min(page, totalPages));
}
