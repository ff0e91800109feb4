// The pick lists of the risk forms and filters: users who can own a risk,
// functions and existing controls (risk categories: `@/lib/api/risk-categories`).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Control, Page } from './types';

export type UserOption = { id: string; name: string };
export type FunctionOption = { id: string; name: string; parent_id: string | null };

export const optionKeys = {
  users: ['risk', 'options', 'users'] as const,
  functions: ['risk', 'options', 'functions'] as const,
  controls: (q: string) => ['risk', 'options', 'controls', { q }] as const,
};

/** A list answer that is either a bare array or a `{data}` page. */
function rows<T>(answer: T[] | { data?: T[] } | null | undefined): T[] {
  if (Array.isArray(answer)) return answer;
  return answer?.data ?? [];
}

/** GET /api/v1/users/options → [{id, name}], sorted by name. */
export function useUserOptions() {
  return useQuery({
    queryKey: optionKeys.users,
    queryFn: ({ signal }) => api.get<UserOption[] | Page<UserOption>>('/api/v1/users/options', { signal }),
    select: (answer) => [...rows(answer)].sort((a, b) => a.name.localeCompare(b.name)),
    staleTime: 5 * 60_000,
    // A pick list failing leaves it empty; the screen's own query reports the error.
    meta: { silent: true },
  });
}

/** GET /api/v1/functions (at most 100, the API's page limit). */
export function useFunctions() {
  return useQuery({
    queryKey: optionKeys.functions,
    queryFn: ({ signal }) => api.get<Page<FunctionOption>>('/api/v1/functions', { query: { per_page: 100 }, signal }),
    select: (answer) => rows(answer),
    staleTime: 5 * 60_000,
    // A pick list failing leaves it empty; the screen's own query reports the error.
    meta: { silent: true },
  });
}

/** GET /api/v1/controls?per_page=100&q=: existing controls to link to a risk. */
export function useControlOptions(q: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: optionKeys.controls(q),
    queryFn: ({ signal }) =>
      api.get<Page<Control>>('/api/v1/controls', { query: { per_page: 100, q: q || undefined }, signal }),
    select: (answer) => rows(answer),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    meta: { silent: true },
  });
}
