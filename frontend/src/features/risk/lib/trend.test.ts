import { describe, expect, it } from 'vitest';
import type { Assessment, Rating } from '../api/types';
import { changedKeys, trendPoints } from './trend';

const rating = (score: number): Rating => ({ score, rating: 'x', color: '#000', level: 1 });
const assessment = (effective_at: string, gross: number, net: number): Assessment => ({
  id: effective_at,
  effective_at,
  gross_likelihood: 1,
  gross_impact: 1,
  gross_risk: rating(gross),
  control_rating: null,
  net_likelihood: 1,
  net_impact: 1,
  net_risk: rating(net),
  overridden: false,
  method_version: 1,
  assessed_by: 'u1',
  reason: '',
});

describe('trendPoints', () => {
  it('orders assessments oldest first and places them in time', () => {
    const points = trendPoints([
      assessment('2026-03-01T00:00:00Z', 20, 12),
      assessment('2026-01-01T00:00:00Z', 20, 16),
      assessment('2026-02-01T00:00:00Z', 16, 8),
      assessment('not a date', 1, 1),
    ]);
    expect(points.map((p) => [p.gross, p.net])).toEqual([
      [20, 16],
      [16, 8],
      [20, 12],
    ]);
    expect(points[0]?.x).toBe(0);
    expect(points[2]?.x).toBe(1);
    expect(points[1]?.x).toBeCloseTo(31 / 59);
  });

  it('centres a single point and spreads equal times evenly', () => {
    expect(trendPoints([assessment('2026-01-01T00:00:00Z', 4, 2)])[0]?.x).toBe(0.5);
    const same = trendPoints([assessment('2026-01-01T00:00:00Z', 4, 2), assessment('2026-01-01T00:00:00Z', 6, 3)]);
    expect(same.map((p) => p.x)).toEqual([0, 1]);
  });
});

describe('changedKeys', () => {
  it('lists keys whose values differ, added or removed', () => {
    expect(changedKeys({ title: 'a', version: 1, same: [1] }, { title: 'b', version: 1, same: [1], owner_id: 'u' })).toEqual([
      'title',
      'owner_id',
    ]);
    expect(changedKeys(null, { title: 'a' })).toEqual(['title']);
  });
});
