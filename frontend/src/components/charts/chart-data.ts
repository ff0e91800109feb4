// The charts' data helpers: a slice of a donut or a bar, bar lengths, a
// round y axis, and x labels thinned out on a long axis.

export type ChartSlice = { key: string; label: string; value: number; color: string };

/** Each value's share of the largest, in percent (0 when all are 0). */
export function barShares(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => (max > 0 ? (value / max) * 100 : 0));
}

/** The smallest of 1, 2, 4, 5, 10 × 10^k at or above `value` (at least 1): an axis end whose half is a round number. */
export function niceCeil(value: number): number {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 4, 5, 10].find((candidate) => candidate * power >= value) ?? 10;
  return step * power;
}

/** The y axis of a chart of `values`: from 0 (or below, for negative values) to a round top, with its tick values. */
export function axisRange(values: readonly number[]): { lo: number; hi: number; ticks: number[] } {
  const hi = niceCeil(Math.max(0, ...values));
  const min = Math.min(0, ...values);
  if (min >= 0) return { lo: 0, hi, ticks: [0, hi / 2, hi] };
  const lo = -niceCeil(-min);
  // A dip small beside the top gets its line but no label of its own (it would sit on the 0).
  return { lo, hi, ticks: -lo / (hi - lo) >= 0.12 ? [lo, 0, hi] : [0, hi] };
}

/** Whether the x label at `index` of `count` is drawn: at most `most` labels, always the last one. */
export function showsLabel(index: number, count: number, most: number): boolean {
  if (count <= most) return true;
  const step = Math.ceil(count / most);
  return (count - 1 - index) % step === 0;
}
