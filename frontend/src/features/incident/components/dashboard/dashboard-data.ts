// The incident dashboard's figures as chart data: the four experience types
// in their order whatever the answer's order, and losses largest first.
import type { ChartSlice } from '@/components/charts/chart-data';
import type { IncidentTally } from '../../api/types';
import { EXPERIENCE_TYPES } from '../../lib/enums';

export type { ChartSlice };

/** The four experience types in their order, zeros included, then any other key the answer has. */
export function experienceSlices(
  tallies: readonly IncidentTally[],
  label: (key: string) => string,
  color: (key: string) => string,
): ChartSlice[] {
  const known: string[] = [...EXPERIENCE_TYPES];
  const keys = [...known, ...tallies.map((tally) => tally.key).filter((key) => !known.includes(key))];
  return keys.map((key) => ({
    key,
    label: label(key),
    value: tallies.find((tally) => tally.key === key)?.count ?? 0,
    color: color(key),
  }));
}

/** Bars of the tallies' losses, largest first; a tally without a name gets `unnamed`. */
export function lossSlices(tallies: readonly IncidentTally[], unnamed: string, color: string): ChartSlice[] {
  return [...tallies]
    .sort((a, b) => b.loss - a.loss || b.count - a.count)
    .map((tally) => ({ key: tally.key || '-', label: tally.label || unnamed, value: tally.loss, color }));
}
