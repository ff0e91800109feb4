// The points of the risk page's trend chart: one per assessment, oldest
// first, placed on a time axis (or evenly when the times are all equal).
import type { Assessment } from '../api/types';

export type TrendPoint = { at: string; time: number; gross: number; net: number; x: number };

/** Assessments as chart points, x from 0 to 1, oldest first; invalid dates dropped. */
export function trendPoints(assessments: readonly Assessment[]): TrendPoint[] {
  const points = assessments
    .map((a) => ({ at: a.effective_at, time: Date.parse(a.effective_at), gross: a.gross_risk.score, net: a.net_risk.score }))
    .filter((p) => Number.isFinite(p.time))
    .sort((a, b) => a.time - b.time);
  if (points.length === 0) return [];
  const first = points[0]?.time ?? 0;
  const span = (points[points.length - 1]?.time ?? first) - first;
  return points.map((p, i) => ({
    ...p,
    x: span > 0 ? (p.time - first) / span : points.length === 1 ? 0.5 : i / (points.length - 1),
  }));
}

/** Names of the top-level keys whose values differ between two audit snapshots. */
export function changedKeys(before: unknown, after: unknown): string[] {
  const record = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const left = record(before);
  const right = record(after);
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.filter((key) => JSON.stringify(left[key]) !== JSON.stringify(right[key]));
}
