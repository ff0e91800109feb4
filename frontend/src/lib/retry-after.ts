// How long a refused request (429) asks the user to wait, for the notice that
// says when to try again: the Retry-After seconds the API client keeps on
// ApiError (`retryAfter`), as whole minutes or, under a minute, seconds.

/** A wait as a notice names it: "in 5 seconds", "in 2 minutes". */
export type RetryWait = { unit: 'seconds' | 'minutes'; count: number };

/** Whole minutes to wait, rounded up and at least one; `fallbackSeconds` when the server gave no Retry-After. */
export function retryAfterMinutes(seconds: number | undefined, fallbackSeconds = 60): number {
  return Math.max(1, Math.ceil((seconds ?? fallbackSeconds) / 60));
}

/**
 * The wait the server asked for: under a minute in seconds (at least one),
 * else in whole minutes rounded up; undefined when it gave no Retry-After.
 */
export function retryWait(seconds: number | undefined): RetryWait | undefined {
  if (seconds === undefined || !Number.isFinite(seconds)) return undefined;
  if (seconds < 60) return { unit: 'seconds', count: Math.max(1, Math.ceil(seconds)) };
  return { unit: 'minutes', count: retryAfterMinutes(seconds) };
}
