import { describe, expect, it } from 'vitest';
import { axisRange, barShares, niceCeil, showsLabel } from './chart-data';

describe('chart data', () => {
  it('ends an axis on a round number whose half is round too', () => {
    expect([0, 1, 3, 7, 12, 75000].map(niceCeil)).toEqual([1, 1, 4, 10, 20, 100000]);
    expect(axisRange([0, 3, 1])).toEqual({ lo: 0, hi: 4, ticks: [0, 2, 4] });
    // A month where recoveries passed the losses goes below zero.
    expect(axisRange([-800, 75000])).toEqual({ lo: -1000, hi: 100000, ticks: [0, 100000] });
    expect(axisRange([-30, 70])).toEqual({ lo: -40, hi: 100, ticks: [-40, 0, 100] });
  });

  it('sizes bars against the largest value', () => {
    expect(barShares([2, 4, 0])).toEqual([50, 100, 0]);
    expect(barShares([0, 0])).toEqual([0, 0]);
  });

  it('thins the x labels of a long axis, keeping the last', () => {
    expect(Array.from({ length: 12 }, (_, i) => showsLabel(i, 12, 12)).every(Boolean)).toBe(true);
    const shown = Array.from({ length: 30 }, (_, i) => i).filter((i) => showsLabel(i, 30, 8));
    expect(shown.length).toBeLessThanOrEqual(8);
    expect(shown.at(-1)).toBe(29);
  });
});
