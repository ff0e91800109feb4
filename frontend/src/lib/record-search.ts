// Record search (ADR 0018): GET /api/v1/search?q= answers the risks, controls
// and action plans whose reference or title holds the text, at most 4 of each
// kind. The server leaves out every kind the caller may not read (no
// risk.read: no groups), so the top bar simply shows what comes back.
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { SEARCH_DEBOUNCE_MS } from './global-search';

/** Fewer characters than this are not searched (the server agrees). */
export const RECORD_MIN_CHARS = 2;
/** At most this many of a kind. */
export const RECORD_LIMIT = 4;

export type RecordKind = 'risks' | 'controls' | 'action_plans';
export type RecordHit = { id: string; reference: string; title: string; status: string; link: string };
export type RecordGroup = { kind: RecordKind; total: number; data: RecordHit[] };

const KINDS: readonly RecordKind[] = ['risks', 'controls', 'action_plans'];

/** Known kinds with results, in the server's order, each cut to 4; `total` never below what is shown. */
export function recordGroups(groups: readonly RecordGroup[] | undefined): RecordGroup[] {
  if (!Array.isArray(groups)) return [];
  return groups
    .filter((group) => KINDS.includes(group.kind) && Array.isArray(group.data) && group.data.length > 0)
    .map((group) => {
      const data = group.data.slice(0, RECORD_LIMIT);
      return { ...group, total: Math.max(group.total ?? 0, data.length), data };
    });
}

/** GET /api/v1/search?q=. */
export async function fetchRecords(q: string, signal?: AbortSignal): Promise<RecordGroup[]> {
  const res = await api.get<{ groups?: RecordGroup[] }>('/api/v1/search', { signal, query: { q } });
  return recordGroups(res?.groups);
}

/** Records matching `text` (2 characters or more) once typing pauses. */
export function useRecordSearch(text: string) {
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['record-search', q] as const,
    queryFn: ({ signal }) => fetchRecords(q, signal),
    enabled: q.length >= RECORD_MIN_CHARS,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    // A failure leaves the records out; pages, files and contacts still show.
    meta: { silent: true },
  });
  const active = q.length >= RECORD_MIN_CHARS;
  return { ...query, data: active ? query.data : undefined, active };
}
