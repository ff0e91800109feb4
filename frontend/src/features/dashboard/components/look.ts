// Colours of the dashboard (spec section 9): black or white text on a rating
// colour, priority tones, and the audit action colours.
import { priorityTone } from '@/lib/look';

/** Black or white text on a rating colour, whichever has the higher WCAG contrast (the theme's rule). */
export { readableTextOn as readableOn } from '@/config/theme';

/** Spec section 9: High danger, Medium warning, Low success (shared rule in lib/look). */
export function priorityColor(priority: string): string {
  return priorityTone(priority);
}

export function actionColor(action: string): string {
  if (/(delet|reject|breach|remov)/.test(action)) return 'danger';
  if (/(submit|stale|expired)/.test(action)) return 'warning';
  if (/(creat|approv|complet|schedul|accept|import|added)/.test(action)) return 'success';
  return 'info';
}

/** Each bar's share of the largest count, in percent (0 when all are 0). */
export function barWidths(counts: readonly number[]): number[] {
  const max = Math.max(0, ...counts);
  return counts.map((count) => (max > 0 ? Math.round((count / max) * 100) : 0));
}
