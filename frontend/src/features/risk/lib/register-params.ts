// The register keeps paging, sorting, filters and the search text in the URL
// search params, so a reload or a shared link shows the same view. Invalid or
// missing values fall back to the defaults; defaults stay out of the URL.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortOptions } from '@/lib/list-params';
import type { RisksQuery } from '../api/risks';

export const REGISTER_PER_PAGE = [20, 50, 100] as const;
export const REGISTER_DEFAULT_PER_PAGE = 50;

export const SORT_FIELDS = ['reference', 'title', 'net_score', 'gross_score', 'updated_at'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const APPROVAL_STATUSES = ['proposed', 'pending', 'approved', 'rejected', 'deleted'] as const;
export const RISK_STATUSES = ['active', 'inactive'] as const;

/** The free-text filters (ids and the rating name). */
export const TEXT_FILTERS = ['q', 'rating', 'category_id', 'function_id', 'owner_id'] as const;

export type RegisterState = {
  page: number;
  per_page: number;
  /** A SORT_FIELDS name, '-' first for descending; '' is the server's default (reference). */
  sort: string;
  q: string;
  rating: string;
  category_id: string;
  function_id: string;
  owner_id: string;
  approval_status: string;
  status: string;
  over_appetite: boolean;
  awaiting_my_approval: boolean;
};

export const DEFAULT_REGISTER: RegisterState = {
  page: 1,
  per_page: REGISTER_DEFAULT_PER_PAGE,
  sort: '',
  q: '',
  rating: '',
  category_id: '',
  function_id: '',
  owner_id: '',
  approval_status: '',
  status: '',
  over_appetite: false,
  awaiting_my_approval: false,
};

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

function oneOf(value: string | null, allowed: readonly string[]): string {
  return value !== null && allowed.includes(value) ? value : '';
}

export function isSort(value: string): boolean {
  return (SORT_FIELDS as readonly string[]).includes(value.replace(/^-/, ''));
}

export function readRegister(search: URLSearchParams): RegisterState {
  const perPage = positiveInt(search.get('per_page'));
  const sort = search.get('sort')?.trim() ?? '';
  const state: RegisterState = {
    ...DEFAULT_REGISTER,
    page: positiveInt(search.get('page')) ?? 1,
    per_page:
      perPage !== undefined && (REGISTER_PER_PAGE as readonly number[]).includes(perPage)
        ? perPage
        : REGISTER_DEFAULT_PER_PAGE,
    sort: isSort(sort) ? sort : '',
    approval_status: oneOf(search.get('approval_status'), APPROVAL_STATUSES),
    status: oneOf(search.get('status'), RISK_STATUSES),
    over_appetite: search.get('over_appetite') === 'true',
    awaiting_my_approval: search.get('awaiting_my_approval') === 'true',
  };
  for (const name of TEXT_FILTERS) state[name] = search.get(name)?.trim() ?? '';
  return state;
}

export function writeRegister(state: RegisterState): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of TEXT_FILTERS) {
    const value = state[name].trim();
    if (value) params.set(name, value);
  }
  if (state.approval_status) params.set('approval_status', state.approval_status);
  if (state.status) params.set('status', state.status);
  if (state.over_appetite) params.set('over_appetite', 'true');
  if (state.awaiting_my_approval) params.set('awaiting_my_approval', 'true');
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.per_page !== REGISTER_DEFAULT_PER_PAGE) params.set('per_page', String(state.per_page));
  return params;
}

/** The API query of a state: empty filters and false flags left out. */
export function registerQuery(state: RegisterState): RisksQuery {
  const query: RisksQuery = { page: state.page, per_page: state.per_page };
  for (const name of TEXT_FILTERS) {
    const value = state[name].trim();
    if (value) query[name] = value;
  }
  if (state.approval_status) query.approval_status = state.approval_status;
  if (state.status) query.status = state.status;
  if (state.sort) query.sort = state.sort;
  if (state.over_appetite) query.over_appetite = true;
  if (state.awaiting_my_approval) query.awaiting_my_approval = true;
  return query;
}

/** Whether any filter (not paging or sorting) is set. */
export function isFiltered(state: RegisterState): boolean {
  return (
    TEXT_FILTERS.some((name) => state[name] !== '') ||
    Boolean(state.approval_status || state.status || state.over_appetite)
  );
}

/** The filters cleared, the tab, sort and page size kept. */
export const CLEARED_FILTERS: Partial<RegisterState> = {
  q: '',
  rating: '',
  category_id: '',
  function_id: '',
  owner_id: '',
  approval_status: '',
  status: '',
  over_appetite: false,
};

/** Applies changes; any change but the page itself goes back to page 1. */
export function patchRegister(state: RegisterState, changes: Partial<RegisterState>): RegisterState {
  const next = { ...state, ...changes };
  const resets = (Object.keys(changes) as (keyof RegisterState)[]).some(
    (key) => key !== 'page' && changes[key] !== state[key],
  );
  return resets && changes.page === undefined ? { ...next, page: 1 } : next;
}

/** Scores and dates sort worst / newest first on the first click; text A to Z. */
const DESC_FIRST: readonly SortField[] = ['net_score', 'gross_score', 'updated_at'];

/** How a register column sorts (for `SortHeader` / `nextSort`): no sort means reference ascending. */
export function registerSort(field: SortField): SortOptions {
  return { descFirst: DESC_FIRST.includes(field), defaultSort: 'reference' };
}

/** The register's state from the URL, and a setter that writes changes back to it. */
export function useRegisterParams(): [
  RegisterState,
  (changes: Partial<RegisterState>, options?: { replace?: boolean }) => void,
] {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readRegister(search), [search]);
  const update = useCallback(
    (changes: Partial<RegisterState>, options: { replace?: boolean } = {}) => {
      setSearch((current) => writeRegister(patchRegister(readRegister(current), changes)), {
        replace: options.replace,
      });
    },
    [setSearch],
  );
  return [state, update];
}
