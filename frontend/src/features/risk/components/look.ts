// Spec section 4 and 9: which colour each status, priority and progress value
// takes. Pure functions, so the rules are tested on their own.

/** Theme colour names (see src/config/theme.ts). */
export type Tone = 'success' | 'danger' | 'warning' | 'dark' | 'info' | 'gray';

const BADGE: Record<string, Tone> = {
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

/** In breach mode approval colours reverse (spec section 4). */
const BREACH: Record<string, Tone> = { approved: 'danger', rejected: 'success', pending: 'warning' };

/** The spec's badge colour of a status; `breach` switches to breach mode. */
export function statusTone(status: string, breach = false): Tone {
  const key = status.replace(/ /g, '_');
  if (breach && key in BREACH) return BREACH[key] ?? 'gray';
  return BADGE[key] ?? 'gray';
}

/** Spec section 4's second map (used where only the outcome matters). */
export function outcomeTone(status: string): Tone {
  const map: Record<string, Tone> = {
    approved: 'success',
    complied: 'success',
    active: 'success',
    rejected: 'danger',
    breached: 'danger',
    inactive: 'warning',
    pending: 'warning',
    deleted: 'dark',
  };
  return map[status] ?? 'gray';
}

/** Spec section 9: High danger, Medium warning, Low success. */
export function priorityTone(priority: string): Tone {
  return ({ High: 'danger', Medium: 'warning', Low: 'success' } as Record<string, Tone>)[priority] ?? 'gray';
}

/**
 * Spec section 9: under 50 band 0 (danger), 50-99 band 1 (warning), 100 band 2
 * (success); reversed for a negative measure; value clamped to 0-100.
 */
export function progressBand(value: number, negative = false): { value: number; tone: Tone } {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  const band = clamped >= 100 ? 2 : clamped >= 50 ? 1 : 0;
  const tones: Tone[] = negative ? ['success', 'warning', 'danger'] : ['danger', 'warning', 'success'];
  return { value: clamped, tone: tones[band] ?? 'gray' };
}

/** Black or white text, whichever reads better on `hex`. */
export function readableOn(hex: string): '#000' | '#fff' {
  const v = hex.replace('#', '');
  const full = v.length === 3 ? [...v].map((c) => c + c).join('') : v;
  if (!/^[0-9a-f]{6}$/i.test(full)) return '#fff';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return lum > 0.6 ? '#000' : '#fff';
}
