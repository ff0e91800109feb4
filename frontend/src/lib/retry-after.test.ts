import { describe, expect, it } from 'vitest';
import { retryAfterMinutes, retryWait } from './retry-after';

describe('retryAfterMinutes', () => {
  it('rounds the seconds up to whole minutes, at least one', () => {
    expect(retryAfterMinutes(0)).toBe(1);
    expect(retryAfterMinutes(42)).toBe(1);
    expect(retryAfterMinutes(60)).toBe(1);
    expect(retryAfterMinutes(61)).toBe(2);
    expect(retryAfterMinutes(600)).toBe(10);
  });

  it('waits the fallback when the server did not say', () => {
    expect(retryAfterMinutes(undefined)).toBe(1);
    expect(retryAfterMinutes(undefined, 300)).toBe(5);
  });
});

describe('retryWait', () => {
  it('names a wait under a minute in seconds, at least one', () => {
    expect(retryWait(0)).toEqual({ unit: 'seconds', count: 1 });
    expect(retryWait(5)).toEqual({ unit: 'seconds', count: 5 });
    expect(retryWait(59)).toEqual({ unit: 'seconds', count: 59 });
  });

  it('names a longer wait in whole minutes, rounded up', () => {
    expect(retryWait(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(retryWait(90)).toEqual({ unit: 'minutes', count: 2 });
  });

  it('says nothing when the server gave no Retry-After', () => {
    expect(retryWait(undefined)).toBeUndefined();
  });
});
