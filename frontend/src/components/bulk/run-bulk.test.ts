import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { BULK_CONCURRENCY, bulkReason, runBulk } from './run-bulk';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runBulk', () => {
  it('runs at most 4 at a time, every item once, reporting progress', async () => {
    const items = Array.from({ length: 11 }, (_, i) => i);
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    const progress: number[] = [];
    const outcome = await runBulk(
      items,
      async (n) => {
        running += 1;
        peak = Math.max(peak, running);
        seen.push(n);
        await tick(5 + (n % 3) * 3);
        running -= 1;
      },
      { onProgress: (finished, total) => progress.push(finished * 100 + total) },
    );
    expect(BULK_CONCURRENCY).toBe(4);
    expect(peak).toBe(4);
    expect([...seen].sort((a, b) => a - b)).toEqual(items);
    expect(outcome.done).toEqual(items);
    expect(outcome.failed).toEqual([]);
    expect(progress).toEqual(items.map((i) => (i + 1) * 100 + 11));
  });

  it('honours a smaller concurrency', async () => {
    let running = 0;
    let peak = 0;
    await runBulk(
      [1, 2, 3, 4, 5],
      async () => {
        running += 1;
        peak = Math.max(peak, running);
        await tick(2);
        running -= 1;
      },
      { concurrency: 2 },
    );
    expect(peak).toBe(2);
  });

  it('keeps going after failures and lists each with its reason, in order', async () => {
    const errors: Record<string, unknown> = {
      b: new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'Changed by someone else' }),
      c: new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Sorry, Restricted Action' }),
      d: new ApiError({ status: 422, code: 'VALIDATION', message: 'Owner is not active' }),
      e: new ApiError({ status: 404, code: 'RISK_NOT_FOUND', message: 'Gone' }),
      f: new TypeError('Failed to fetch'),
    };
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const outcome = await runBulk(items, async (item) => {
      await tick(1);
      if (errors[item]) throw errors[item];
    });
    expect(outcome.done).toEqual(['a', 'g']);
    expect(outcome.failed.map((f) => [f.item, f.reason, f.status, f.code])).toEqual([
      ['b', 'stale', 409, 'VERSION_CONFLICT'],
      ['c', 'denied', 403, 'FORBIDDEN'],
      ['d', 'invalid', 422, 'VALIDATION'],
      ['e', 'missing', 404, 'RISK_NOT_FOUND'],
      ['f', 'other', undefined, undefined],
    ]);
    expect(outcome.failed.at(-1)?.message).toBe('Failed to fetch');
    // Nothing dropped: every item is either done or failed.
    expect(outcome.done.length + outcome.failed.length).toBe(items.length);
  });

  it('does nothing for no items', async () => {
    expect(await runBulk([], async () => undefined)).toEqual({ done: [], failed: [] });
  });

  it('stops starting items once aborted; those not run are reported, not dropped', async () => {
    const controller = new AbortController();
    const ran: number[] = [];
    const outcome = await runBulk(
      [1, 2, 3, 4, 5, 6],
      async (n) => {
        ran.push(n);
        if (n === 1) controller.abort();
        await tick(1);
      },
      { concurrency: 1, signal: controller.signal },
    );
    expect(ran).toEqual([1]);
    expect(outcome.done).toEqual([1]);
    expect(outcome.failed.map((f) => f.item)).toEqual([2, 3, 4, 5, 6]);
  });

  it('maps a 400 to invalid and a 500 to other', () => {
    expect(bulkReason(new ApiError({ status: 400, code: 'BAD_REQUEST', message: 'x' })).reason).toBe('invalid');
    expect(bulkReason(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' })).reason).toBe('other');
  });
});
