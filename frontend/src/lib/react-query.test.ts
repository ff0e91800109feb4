import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryDelay, shouldRetry } from './react-query';

const error = (status: number, retryAfter?: number) =>
  new ApiError({ status, code: status === 429 ? 'SERVER_BUSY' : 'HTTP_ERROR', message: 'x', retryAfter });

describe('query retries', () => {
  it('comes back twice, after the delay the server asked for, when it was shed', () => {
    for (const busy of [error(429, 1), error(503, 1)]) {
      expect(shouldRetry(0, busy)).toBe(true);
      expect(shouldRetry(1, busy)).toBe(true);
      expect(shouldRetry(2, busy)).toBe(false);
      expect(retryDelay(0, busy)).toBe(1000);
    }
    expect(retryDelay(1, error(429, 5))).toBe(5000);
  });

  it('does not wait out a long refusal or retry other client errors', () => {
    // A sign-in lockout says "come back in half an hour": shown, not waited for.
    expect(shouldRetry(0, error(429, 1800))).toBe(false);
    expect(shouldRetry(0, error(429))).toBe(false);
    expect(shouldRetry(0, error(404))).toBe(false);
    expect(shouldRetry(0, error(422))).toBe(false);
  });

  it('retries a server or network failure once with back-off', () => {
    expect(shouldRetry(0, error(500))).toBe(true);
    expect(shouldRetry(1, error(500))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryDelay(0, error(500))).toBe(1000);
    expect(retryDelay(1, new TypeError('Failed to fetch'))).toBe(2000);
  });
});
