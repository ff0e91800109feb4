import { describe, expect, it } from 'vitest';
import { popularityColor, popularityShare } from './popularity';

describe('popularityColor', () => {
  it.each([
    [100, 'success'],
    [75, 'success'],
    [74.9, 'primary'],
    [55, 'primary'],
    [54, 'warning'],
    [35, 'warning'],
    [34, 'danger'],
    [0, 'danger'],
    [-3, 'danger'],
  ])('colours %s as %s (thresholds 75, 55, 35)', (value, color) => {
    expect(popularityColor(value)).toBe(color);
  });

  it('fills the bar between 0 and 100', () => {
    expect(popularityShare(-5)).toBe(0);
    expect(popularityShare(42)).toBe(42);
    expect(popularityShare(140)).toBe(100);
    expect(popularityShare(Number.NaN)).toBe(0);
  });
});
