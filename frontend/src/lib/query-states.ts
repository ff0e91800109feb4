// A list query's part of `TableStates` (components/ui/table-states): the
// first load, the error, and a retry that says while it runs.
import type { UseQueryResult } from '@tanstack/react-query';

type ListQuery = Pick<UseQueryResult, 'isPending' | 'error' | 'isFetching' | 'refetch'>;

/** `loading`, `error`, `onRetry` and `retrying` of a query, to spread into `TableStates`. */
export function queryStates(query: ListQuery) {
  return {
    loading: query.isPending,
    error: query.error,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}
