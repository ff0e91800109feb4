// Spec sections 4 and 9: which colour a status, a rating, a priority and a
// progress value takes. Pure functions, shared by every feature, so the rules
// are written and tested once.

/** Theme colour names (see src/config/theme.ts); gray when the spec gives none. */
export type Tone = 'success' | 'danger' | 'warning' | 'dark' | 'info' | 'gray';

/** "In Place", "in place" and "in_place" are the same status. */
function statusKey(status: string): string {
  return status.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/** Spec section 4: the badge colours of the 18 statuses. */
export const STATUS_TONES: Readonly<Record<string, Tone>> = {
  approved: 'success',
  over: 'success',
  complied: 'success',
  active: 'success',
  in_place: 'success',
  complete: 'success',
  improve: 'success',
  in_progress: 'danger',
  blocked: 'danger',
  rejected: 'danger',
  breached: 'danger',
  accept: 'danger',
  inactive: 'warning',
  pending: 'warning',
  proposed: 'warning',
  incomplete: 'warning',
  monitor: 'warning',
  deleted: 'dark',
};

/** In breach mode the approval colours reverse (spec section 4). */
const BREACH_TONES: Readonly<Record<string, Tone>> = { approved: 'danger', rejected: 'success', pending: 'warning' };

/** Spec section 4's second map (where only the outcome matters). */
const OUTCOME_TONES: Readonly<Record<string, Tone>> = {
  approved: 'success',
  complied: 'success',
  active: 'success',
  rejected: 'danger',
  breached: 'danger',
  inactive: 'warning',
  pending: 'warning',
  deleted: 'dark',
};

/** The spec's badge colour of a status; `breach` switches to breach mode. */
export function statusTone(status: string, breach = false): Tone {
  const key = statusKey(status);
  return (breach ? BREACH_TONES[key] : undefined) ?? STATUS_TONES[key] ?? 'gray';
}

/** The colour of a status in spec section 4's second map. */
export function outcomeTone(status: string): Tone {
  return OUTCOME_TONES[statusKey(status)] ?? 'gray';
}

/** Spec section 9: High danger, Medium warning, Low success. */
export function priorityTone(priority: string): Tone {
  return ({ high: 'danger', medium: 'warning', low: 'success' } as Record<string, Tone>)[statusKey(priority)] ?? 'gray';
}

/** The colours the spec names for ratings, as hex (the risk method's defaults use the same). */
export const RATING_COLORS = {
  green: '#28C76F',
  darkGreen: '#1E7B4B',
  yellow: '#F5C518',
  orange: '#FF9F43',
  red: '#EA5455',
  darkRed: '#8B1E1E',
} as const;

const RISK_RATING_COLORS: Readonly<Record<string, string>> = {
  minimal: RATING_COLORS.green,
  low: RATING_COLORS.darkGreen,
  medium: RATING_COLORS.yellow,
  moderate: RATING_COLORS.yellow,
  high: RATING_COLORS.red,
  severe: RATING_COLORS.darkRed,
};

const CONTROL_RATING_COLORS: Readonly<Record<string, string>> = {
  excellent: RATING_COLORS.darkGreen,
  good: RATING_COLORS.darkGreen,
  moderate: RATING_COLORS.yellow,
  weak: RATING_COLORS.orange,
  poor: RATING_COLORS.red,
};

/** Spec section 9: Minimal green; Low dark green; Medium and Moderate yellow; High red; Severe dark red. */
export function riskRatingColor(rating: string): string | undefined {
  return RISK_RATING_COLORS[statusKey(rating)];
}

/** Spec section 9: Excellent and Good dark green; Moderate yellow; Weak orange; Poor red. */
export function controlRatingColor(rating: string): string | undefined {
  return CONTROL_RATING_COLORS[statusKey(rating)];
}

/** The progress bands of spec section 9: under 50 is 0, 50 to 99 is 1, 100 and more is 2. */
export type ProgressBandIndex = 0 | 1 | 2;

/** A progress value clamped to 0..100 (anything not a number counts as 0). */
export function clampProgress(value: number): number {
  return Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
}

/** Spec section 9: the band of a (clamped) progress value. */
export function progressBandIndex(value: number): ProgressBandIndex {
  const clamped = clampProgress(value);
  return clamped >= 100 ? 2 : clamped >= 50 ? 1 : 0;
}

const BAND_TONES: readonly [Tone, Tone, Tone] = ['danger', 'warning', 'success'];
const NEGATIVE_BAND_TONES: readonly [Tone, Tone, Tone] = ['success', 'warning', 'danger'];

/**
 * Spec section 9: under 50 band 0 (danger), 50-99 band 1 (warning), 100 band 2
 * (success); reversed for a negative measure; value clamped to 0-100.
 */
export function progressBand(value: number, negative = false): { value: number; tone: Tone } {
  const tones = negative ? NEGATIVE_BAND_TONES : BAND_TONES;
  return { value: clampProgress(value), tone: tones[progressBandIndex(value)] };
}

/** Black or white text, whichever reads better on `hex` (white when `hex` is not a colour). */
export function readableOn(hex: string): '#000' | '#fff' {
  const v = hex.replace('#', '');
  const full = v.length === 3 ? [...v].map((c) => c + c).join('') : v;
  if (!/^[0-9a-f]{6}$/i.test(full)) return '#fff';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? '#000' : '#fff';
}
