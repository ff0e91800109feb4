import { describe, expect, it } from 'vitest';
import { experienceSlices, lossSlices } from './dashboard-data';

describe('incident dashboard data', () => {
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
