// All Incidents keeps paging, sorting, filters and the search text in the URL
// search params (lib/list-params), so a reload or a shared link shows the
// same view; defaults stay out of the URL.
import { defineListParams, type ListState, type SortOptions } from '@/lib/list-params';
import type { IncidentsQuery } from '../api/incidents';

export const REGISTER_FILTERS = [
  'q',
  'status',
  'approval_status',
  'category_id',
  'function_id',
  'experience_type',
  'escalation_level',
  'breach',
  'occurred_from',
  'occurred_to',
  'risk_id',
  'sort',
] as const;

export const registerParams = defineListParams(REGISTER_FILTERS);
export type RegisterState = ListState<(typeof REGISTER_FILTERS)[number]>;

/** Sortable columns (ListIncidentsRequest.sort). */
export const SORT_FIELDS = ['reference', 'title', 'occurred_on', 'reported_on', 'actual_loss', 'status', 'updated_at'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** The server's default: newest occurrence first. */
export const DEFAULT_SORT = '-occurred_on';

const DESC_FIRST: readonly SortField[] = ['occurred_on', 'reported_on', 'actual_loss', 'updated_at'];

/** How a column sorts: dates and losses newest / largest first on the first click. */
export function registerSort(field: SortField): SortOptions {
  return { descFirst: DESC_FIRST.includes(field), defaultSort: DEFAULT_SORT };
}

/** The filters (not paging, sorting or search) of the state that are set. */
export function isFiltered(state: RegisterState): boolean {
  return REGISTER_FILTERS.some((name) => name !== 'sort' && state[name] !== '');
}

/** Every filter and the search cleared; sort and page size kept. */
export const CLEARED_FILTERS: Partial<RegisterState> = Object.fromEntries(
  REGISTER_FILTERS.filter((name) => name !== 'sort').map((name) => [name, '']),
);

/** The API query of a state. */
export function registerQuery(state: RegisterState): IncidentsQuery {
  return registerParams.toQuery(state) as IncidentsQuery;
}
