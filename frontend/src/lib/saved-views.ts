// Saved views (issue 13): a user's named filters, sort and visible columns of
// one big list, kept by the server (/api/v1/saved-views) so they follow the
// user. Starred views sit beside starred pages in the top bar's bookmarks.
// The visible columns of each list are also remembered per user on this
// device between views (column-choice store below).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { RouteId } from '@/config/routes';
import { api } from './api-client';
import { useAuth } from './auth';

/** The lists that have views, as the server names them. */
export type ViewList = 'register' | 'controls' | 'action_plans' | 'users' | 'logs' | 'audit_trail';

/** Where each list lives in the SPA. */
export const VIEW_LIST_PATHS: Record<ViewList, string> = {
  register: '/risk/all',
  controls: '/risk/control',
  action_plans: '/risk/action/plan',
  users: '/settings/user',
  logs: '/settings/logs',
  audit_trail: '/risk/activity',
};

/** The route id of each list (config/routes.ts), for its translated title. */
export const VIEW_LIST_ROUTES: Record<ViewList, RouteId> = {
  register: 'riskRegister',
  controls: 'riskControls',
  action_plans: 'riskActionPlans',
  users: 'settingsUsers',
  logs: 'settingsLogs',
  audit_trail: 'riskAuditTrail',
};

/** The search param that asks a list to take a view's columns. */
export const VIEW_PARAM = 'view';

export type SavedView = {
  id: string;
  list: ViewList;
  name: string;
  /** The list's URL search string without "?". */
  query: string;
  /** Visible column ids; empty means the list's default. */
  columns: string[];
  starred: boolean;
  created_at: string;
  updated_at: string;
};

export const savedViewKeys = { all: ['saved-views'] as const };

export const savedViewsQuery = () =>
  queryOptions({
    queryKey: savedViewKeys.all,
    queryFn: ({ signal }) =>
      api.get<{ data: SavedView[] }>('/api/v1/saved-views', { signal }).then((res) => res.data ?? []),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

/** All of the signed-in user's views. */
export function useSavedViews() {
  return useQuery(savedViewsQuery());
}

/** The signed-in user's starred views, by list then name. */
export function useStarredViews(): SavedView[] {
  const { data } = useSavedViews();
  return useMemo(() => (data ?? []).filter((v) => v.starred), [data]);
}

/** The link that opens a view: its list with its query, asking for its columns. */
export function viewLink(view: SavedView): string {
  const params = new URLSearchParams(view.query);
  params.set(VIEW_PARAM, view.id);
  return `${VIEW_LIST_PATHS[view.list]}?${params.toString()}`;
}

export type NewView = { list: ViewList; name: string; query: string; columns: string[]; starred: boolean };
export type ViewChanges = Partial<Pick<SavedView, 'name' | 'query' | 'columns' | 'starred'>>;

export function useSavedViewMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: savedViewKeys.all });
  const create = useMutation({
    mutationFn: (body: NewView) => api.post<SavedView>('/api/v1/saved-views', body),
    onSuccess: refresh,
    // Name clashes are shown at the name field.
    meta: { silent: true },
  });
  const update = useMutation({
    mutationFn: ({ id, ...changes }: ViewChanges & { id: string }) =>
      api.patch<SavedView>(`/api/v1/saved-views/${encodeURIComponent(id)}`, changes),
    onSuccess: refresh,
    meta: { silent: true },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/saved-views/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
  return { create, update, remove };
}

// ------------------------------------------------------------ column choice

const listeners = new Set<() => void>();
const cache = new Map<string, string[] | null>();

function storageKey(user: string, list: ViewList): string {
  return `riskhub.columns.${user}.${list}`;
}

function readChoice(key: string): string[] | null {
  if (cache.has(key)) return cache.get(key) ?? null;
  let value: string[] | null = null;
  try {
    const raw = window.localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (Array.isArray(parsed) && parsed.every((c) => typeof c === 'string')) value = parsed;
  } catch {
    value = null;
  }
  cache.set(key, value);
  return value;
}

function writeChoice(key: string, value: string[] | null) {
  cache.set(key, value);
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The visible columns of a list for the signed-in user (null: the list's
 * default, every column), and a setter; every component of the list shares it.
 */
export function useColumnChoice(list: ViewList): [string[] | null, (columns: string[] | null) => void] {
  const user = useAuth().user?.id ?? 'anonymous';
  const key = storageKey(user, list);
  const value = useSyncExternalStore(subscribe, () => readChoice(key));
  const set = useCallback((columns: string[] | null) => writeChoice(key, columns), [key]);
  return [value, set];
}
