// The popularity colour of spec section 4, the same rule the server applies
// on every add and update: the drawer previews it while the user types.
import type { PopularityColor } from '../api/types';

/** 75 or more success; 55 to under 75 primary; 35 to under 55 warning; else danger. */
export function popularityColor(value: number): PopularityColor {
  if (value >= 75) return 'success';
  if (value >= 55) return 'primary';
  if (value >= 35) return 'warning';
  return 'danger';
}

/** The bar's filled share, 0 to 100 (a value below 0 counts as 0). */
export function popularityShare(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}
