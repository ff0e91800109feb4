// The shared TanStack Query client: failed queries and mutations go through
// the API error handler unless they opt out with `meta: { silent: true }`.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleApiError, isApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** The longest Retry-After a query waits for by itself; longer is a refusal to show. */
const MAX_BUSY_WAIT_SECONDS = 10;

/** The server shed the request (429 `SERVER_BUSY`, 503 while a database is out of reach) and said when to come back. */
function busyFor(error: unknown): number | undefined {
  if (!isApiError(error) || (error.status !== 429 && error.status !== 503)) return undefined;
  const wait = error.retryAfter;
  return wait !== undefined && wait <= MAX_BUSY_WAIT_SECONDS ? wait : undefined;
}

/**
 * Two retries when the server asked to come back shortly, one for other
 * network and server failures; any other 4xx answer will not change on its own.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (busyFor(error) !== undefined) return failureCount < 2;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The server's Retry-After when it gave one, else TanStack's exponential back-off. */
export function retryDelay(failureCount: number, error: unknown): number {
  const wait = busyFor(error);
  if (wait !== undefined) return wait * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) handleApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) handleApiError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
}

export const queryClient = createQueryClient();
