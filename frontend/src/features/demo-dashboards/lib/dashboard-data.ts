// The demo dashboards' figures shaped for the charts: breakdowns as slices
// in a fixed order with their colours, daily series as chart values (money
// from cents), short day labels, sums over a series and shares.
import type { ChartSlice } from '@/components/charts/chart-data';
import type { DayFigures, KeyCount } from '../api/dashboards';

/** The breakdowns' known keys, in the order the charts show them. */
export const ORDER_STATUSES = ['on hold', 'delivered', 'canceled', 'pending'] as const;
export const USER_STATUSES = ['active', 'blocked', 'deactivated'] as const;
export const USER_ROLES = ['admin', 'user', 'staff'] as const;
export const DEPARTMENTS = ['sales', 'development', 'management'] as const;

/** A theme colour by name, as a CSS value. */
export const themeColor = (name: string, shade = 6) => `var(--mantine-color-${name}-${shade})`;

/** Colours of the known keys (others get the primary colour). */
export const KEY_COLORS: Record<string, string> = {
  'on hold': 'warning',
  delivered: 'success',
  canceled: 'danger',
  pending: 'info',
  active: 'success',
  blocked: 'danger',
  deactivated: 'gray',
  admin: 'danger',
  user: 'primary',
  staff: 'info',
  sales: 'primary',
  development: 'success',
  management: 'warning',
};

/**
 * The counts as slices: the `known` keys first in their order (0 when the
 * answer lacks one), then any other key the answer has.
 */
export function countSlices(
  counts: readonly KeyCount[],
  known: readonly string[],
  label: (key: string) => string,
): ChartSlice[] {
  const keys = [...known, ...counts.map((c) => c.key).filter((key) => !known.includes(key))];
  return keys.map((key) => ({
    key,
    label: label(key),
    value: counts.filter((c) => c.key === key).reduce((sum, c) => sum + c.count, 0),
    color: themeColor(KEY_COLORS[key] ?? 'primary'),
  }));
}

/** Cents as a currency amount (the chart's values). */
export const fromCents = (cents: number) => cents / 100;

type DayKey = 'orders' | 'revenueCents' | 'customers' | 'units' | 'signups';

/** One figure of every day, oldest first; revenue in currency units. */
export function dayValues(days: readonly DayFigures[], key: DayKey): number[] {
  return days.map((day) => (key === 'revenueCents' ? fromCents(day[key]) : day[key]));
}

/** The sum of one figure over the days (revenue stays in cents). */
export function dayTotal(days: readonly DayFigures[], key: DayKey): number {
  return days.reduce((sum, day) => sum + day[key], 0);
}

/** A week of a daily series: its first day and the sums of its days. */
export type WeekFigures = { start: string; orders: number; signups: number };

/**
 * The days folded into weeks of seven, the last week ending on the last
 * day (a first, shorter week holds what is left over), oldest first.
 */
export function weekly(days: readonly DayFigures[]): WeekFigures[] {
  const weeks: WeekFigures[] = [];
  for (let end = days.length; end > 0; end -= 7) {
    const week = days.slice(Math.max(0, end - 7), end);
    const first = week[0];
    if (!first) break;
    weeks.unshift({ start: first.date, orders: dayTotal(week, 'orders'), signups: dayTotal(week, 'signups') });
  }
  return weeks;
}

/** "Nov 3" for "2026-11-03", in the given language (UTC); the text itself when not a date. */
export function dayLabel(date: string, language: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime())
    ? date
    : new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(parsed);
}

/** `part` as a whole percent of `total` (0 when the total is 0). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** The count of one key (0 when absent). */
export function countOf(counts: readonly KeyCount[], key: string): number {
  return counts.find((c) => c.key === key)?.count ?? 0;
}
