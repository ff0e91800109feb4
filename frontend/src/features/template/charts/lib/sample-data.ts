// The charts' sample figures, risk-flavoured and fixed (the same on every
// load): incidents per month, risks by category and severity, control
// effectiveness, likelihood × impact of the register's risks, action plan
// progress. Labels are keys; the pages translate them.

export const MONTHS = 12;

/** Short month names in the language's style ("Jan", "janv.", "Jan."). */
export function monthLabels(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: MONTHS }, (_, month) => format.format(new Date(Date.UTC(2026, month, 15))));
}

/** Incidents reported and resolved per month of 2026. */
export const INCIDENTS: { reported: readonly number[]; resolved: readonly number[] } = {
  reported: [12, 15, 9, 18, 22, 17, 14, 20, 25, 19, 16, 13],
  resolved: [10, 13, 11, 14, 19, 18, 15, 17, 21, 20, 17, 14],
};

/** Mean days to resolve an incident, per month. */
export const RESOLUTION_DAYS: readonly number[] = [6.4, 5.9, 5.2, 6.8, 7.1, 6.0, 5.4, 5.8, 6.9, 5.6, 4.9, 4.6];

/** Average inherent and residual risk score (1-25) per month. */
export const RISK_SCORE: { inherent: readonly number[]; residual: readonly number[] } = {
  inherent: [15.2, 15.6, 15.1, 16.0, 16.4, 15.9, 15.5, 15.8, 16.3, 15.7, 15.1, 14.8],
  residual: [9.8, 9.6, 9.1, 9.4, 9.0, 8.6, 8.3, 8.1, 8.4, 7.9, 7.5, 7.2],
};

export const CATEGORIES = ['operational', 'financial', 'compliance', 'strategic', 'cyber', 'reputational'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Open risks by category: this year and last. */
export const RISKS_BY_CATEGORY: Record<Category, { thisYear: number; lastYear: number }> = {
  operational: { thisYear: 34, lastYear: 29 },
  financial: { thisYear: 21, lastYear: 24 },
  compliance: { thisYear: 27, lastYear: 22 },
  strategic: { thisYear: 15, lastYear: 16 },
  cyber: { thisYear: 29, lastYear: 19 },
  reputational: { thisYear: 11, lastYear: 13 },
};

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Open risks by residual rating. */
export const RISKS_BY_SEVERITY: Record<Severity, number> = { low: 48, medium: 36, high: 22, critical: 9 };

export const DIMENSIONS = ['design', 'operation', 'testing', 'documentation', 'monitoring', 'ownership'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Control effectiveness (0-100) by dimension, last assessment and this one. */
export const CONTROL_EFFECTIVENESS: Record<Dimension, { earlier: number; latest: number }> = {
  design: { earlier: 72, latest: 84 },
  operation: { earlier: 65, latest: 78 },
  testing: { earlier: 58, latest: 71 },
  documentation: { earlier: 80, latest: 83 },
  monitoring: { earlier: 54, latest: 69 },
  ownership: { earlier: 76, latest: 88 },
};

export const DEPARTMENTS = ['finance', 'it', 'operations', 'legal'] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Share (%) of action plans completed on time, per department. */
export const ACTION_PLAN_PROGRESS: Record<Department, number> = { finance: 82, it: 67, operations: 54, legal: 91 };

export type RiskPoint = { likelihood: number; impact: number };

/**
 * Likelihood × impact (1-5, one decimal) of 24 register risks, in two groups
 * (before and after controls); a fixed pseudo-random sequence, so the cloud
 * looks natural but never changes.
 */
export function riskPoints(): { inherent: RiskPoint[]; residual: RiskPoint[] } {
  let seed = 7;
  const next = () => {
    seed = (seed * 9301 + 49297) % 233280;
    return seed / 233280;
  };
  const point = (lo: number, hi: number): RiskPoint => ({
    likelihood: Math.round((lo + next() * (hi - lo)) * 10) / 10,
    impact: Math.round((lo + next() * (hi - lo)) * 10) / 10,
  });
  const inherent = Array.from({ length: 12 }, () => point(2.2, 5));
  const residual = Array.from({ length: 12 }, () => point(1, 3.6));
  return { inherent, residual };
}

/** Sum of a list of numbers. */
export function total(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}

/** Open risks by impact (rows, 5 down to 1) and likelihood (columns, 1 to 5): the risk matrix. */
export const RISK_MATRIX: readonly { impact: number; counts: readonly number[] }[] = [
  { impact: 5, counts: [0, 1, 2, 3, 2] },
  { impact: 4, counts: [1, 2, 4, 3, 1] },
  { impact: 3, counts: [2, 5, 6, 3, 1] },
  { impact: 2, counts: [4, 7, 5, 2, 0] },
  { impact: 1, counts: [6, 5, 3, 1, 0] },
];

/** The matrix's cells that hold risks: likelihood, impact and how many. */
export function matrixCells(): { likelihood: number; impact: number; count: number }[] {
  return RISK_MATRIX.flatMap((row) =>
    row.counts.map((count, i) => ({ likelihood: i + 1, impact: row.impact, count })).filter((cell) => cell.count > 0),
  );
}
