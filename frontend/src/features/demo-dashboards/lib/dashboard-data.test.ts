import { describe, expect, it } from 'vitest';
import type { DayFigures } from '../api/dashboards';
import { countOf, countSlices, dayLabel, dayTotal, dayValues, percentOf, USER_STATUSES, weekly } from './dashboard-data';

const day = (date: string, orders: number, revenueCents: number): DayFigures => ({
  date,
  orders,
  revenueCents,
  customers: orders > 0 ? 1 : 0,
  units: orders * 2,
  signups: orders % 2,
});

describe('demo dashboard data', () => {
  it('lists the known keys in order with zeros, then other keys, with colours', () => {
    const slices = countSlices(
      [
        { key: 'deactivated', count: 4 },
        { key: 'archived', count: 1 },
        { key: 'active', count: 30 },
      ],
      USER_STATUSES,
      (key) => key.toUpperCase(),
    );
    expect(slices.map((s) => [s.key, s.label, s.value])).toEqual([
      ['active', 'ACTIVE', 30],
      ['blocked', 'BLOCKED', 0],
      ['deactivated', 'DEACTIVATED', 4],
      ['archived', 'ARCHIVED', 1],
    ]);
    expect(slices[0]!.color).toBe('var(--mantine-color-success-6)');
    expect(slices[3]!.color).toBe('var(--mantine-color-primary-6)');
  });

  it('turns the daily series into chart values, revenue from cents', () => {
    const days = [day('2026-11-01', 0, 0), day('2026-11-02', 2, 12345), day('2026-11-03', 1, 100)];
    expect(dayValues(days, 'revenueCents')).toEqual([0, 123.45, 1]);
    expect(dayValues(days, 'orders')).toEqual([0, 2, 1]);
    expect(dayTotal(days, 'revenueCents')).toBe(12445);
    expect(dayTotal(days, 'units')).toBe(6);
  });

  it('labels a day briefly in the user language and keeps a non-date as it is', () => {
    expect(dayLabel('2026-11-03', 'en')).toBe('Nov 3');
    expect(dayLabel('2026-11-03', 'de')).toMatch(/3\. Nov/);
    expect(dayLabel('soon', 'en')).toBe('soon');
  });

  it('gives shares in whole percent and 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
    expect(countOf([{ key: 'a', count: 2 }], 'a')).toBe(2);
    expect(countOf([], 'a')).toBe(0);
  });

  it('folds the days into weeks ending on the last day, a short first week holding the rest', () => {
    const days = Array.from({ length: 16 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, '0')}`, i, 0));
    const weeks = weekly(days);
    expect(weeks.map((w) => w.start)).toEqual(['2026-11-01', '2026-11-03', '2026-11-10']);
    expect(weeks.map((w) => w.orders)).toEqual([0 + 1, 2 + 3 + 4 + 5 + 6 + 7 + 8, 9 + 10 + 11 + 12 + 13 + 14 + 15]);
    expect(weeks.reduce((sum, w) => sum + w.signups, 0)).toBe(dayTotal(days, 'signups'));
    expect(weekly([])).toEqual([]);
  });
});
