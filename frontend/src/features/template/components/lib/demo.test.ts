import { describe, expect, it } from 'vitest';
import { advance, pageCount, pageOf, pageRange } from './demo';

describe('paging a list', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('counts the pages, at least one', () => {
    expect(pageCount(23, 5)).toBe(5);
    expect(pageCount(20, 5)).toBe(4);
    expect(pageCount(0, 5)).toBe(1);
    expect(() => pageCount(3, 0)).toThrow();
  });

  it('returns the items of a page, clamping pages past either end', () => {
    expect(pageOf(items, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOf(items, 5, 5)).toEqual([21, 22, 23]);
    expect(pageOf(items, 9, 5)).toEqual([21, 22, 23]);
    expect(pageOf(items, 0, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('says which items a page shows', () => {
    expect(pageRange(23, 2, 5)).toEqual({ from: 6, to: 10 });
    expect(pageRange(23, 5, 5)).toEqual({ from: 21, to: 23 });
    expect(pageRange(0, 1, 5)).toEqual({ from: 0, to: 0 });
  });
});

describe('a live progress bar', () => {
  it('moves on and stops at 100', () => {
    expect(advance(10, 15)).toBe(25);
    expect(advance(95, 15)).toBe(100);
    expect(advance(0, -5)).toBe(0);
  });
});
