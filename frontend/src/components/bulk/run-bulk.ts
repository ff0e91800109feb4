// Runs one task per selected item with a few at a time (the server and the
// audit trail see ordinary per-item calls), reports progress, and gathers
// every failure with its reason: nothing is dropped silently.
import { isApiError } from '@/lib/api-client';

/** How many calls run at once. */
export const BULK_CONCURRENCY = 4;

/**
 * Why an item failed: `stale` (409: changed since it was selected),
 * `denied` (403), `invalid` (422 or 400: the server refused the change),
 * `missing` (404: deleted meanwhile), `other` (anything else, e.g. offline).
 */
export type BulkReason = 'stale' | 'denied' | 'invalid' | 'missing' | 'other';

export type BulkFailure<T> = { item: T; reason: BulkReason; status?: number; code?: string; message: string };

export type BulkOutcome<T> = {
  /** Items whose task succeeded, in the order given. */
  done: T[];
  /** Items whose task failed, in the order given. */
  failed: BulkFailure<T>[];
};

export function bulkReason(error: unknown): { reason: BulkReason; status?: number; code?: string; message: string } {
  if (isApiError(error)) {
    const reason: BulkReason =
      error.status === 409
        ? 'stale'
        : error.status === 403
          ? 'denied'
          : error.status === 422 || error.status === 400
            ? 'invalid'
            : error.status === 404
              ? 'missing'
              : 'other';
    return { reason, status: error.status, code: error.code, message: error.message };
  }
  return { reason: 'other', message: error instanceof Error ? error.message : String(error) };
}

export type RunBulkOptions = {
  concurrency?: number;
  /** After each item: how many have finished of how many. */
  onProgress?: (finished: number, total: number) => void;
  /** Stops starting new items (those not started count as failed, reason `other`). */
  signal?: AbortSignal;
};

/** Runs `task` for every item, at most `concurrency` at a time; never rejects. */
export async function runBulk<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
  { concurrency = BULK_CONCURRENCY, onProgress, signal }: RunBulkOptions = {},
): Promise<BulkOutcome<T>> {
  const results: ({ ok: true } | { ok: false; failure: BulkFailure<T> })[] = new Array(items.length);
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index] as T;
      if (signal?.aborted) {
        results[index] = { ok: false, failure: { item, reason: 'other', message: 'Cancelled' } };
      } else {
        try {
          await task(item);
          results[index] = { ok: true };
        } catch (error) {
          results[index] = { ok: false, failure: { item, ...bulkReason(error) } };
        }
      }
      finished += 1;
      onProgress?.(finished, items.length);
    }
  };
  const workers = Math.max(1, Math.min(concurrency, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  const done: T[] = [];
  const failed: BulkFailure<T>[] = [];
  results.forEach((result, index) => {
    if (result.ok) done.push(items[index] as T);
    else failed.push(result.failure);
  });
  return { done, failed };
}
