import { describe, expect, it } from 'vitest';
import { axisRange, experienceSlices, lossSlices, niceCeil } from './dashboard-data';

describe('incident dashboard data', () => {
  it('ends an axis on a round number whose half is round too', () => {
    expect([0, 1, 3, 7, 12, 75000].map(niceCeil)).toEqual([1, 1, 4, 10, 20, 100000]);
    expect(axisRange([0, 3, 1])).toEqual({ lo: 0, hi: 4, ticks: [0, 2, 4] });
    // A month where recoveries passed the losses goes below zero.
    expect(axisRange([-800, 75000])).toEqual({ lo: -1000, hi: 100000, ticks: [0, 100000] });
    expect(axisRange([-30, 70])).toEqual({ lo: -40, hi: 100, ticks: [-40, 0, 100] });
  });

  it('lists the four experience types in order with zeros, and losses largest first', () => {
    const slices = experienceSlices([{ key: 'indirect_loss', label: '', count: 2, loss: 0 }], (k) => k, () => 'red');
    expect(slices.map((s) => [s.key, s.value])).toEqual([
      ['near_miss', 0],
      ['opportunity_cost', 0],
      ['indirect_loss', 2],
      ['direct_financial_loss', 0],
    ]);
    const losses = lossSlices(
      [
        { key: 'a', label: 'A', count: 1, loss: 10 },
        { key: 'b', label: '', count: 1, loss: 30 },
      ],
      '(unnamed)',
      'red',
    );
    expect(losses.map((s) => [s.label, s.value])).toEqual([
      ['(unnamed)', 30],
      ['A', 10],
    ]);
  });
});
