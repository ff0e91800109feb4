// Colours of the dashboard (spec section 9): black or white text on a rating
// colour, priority tones, and the audit action colours.

/** Black or white text, whichever reads better on `hex`. */
export function readableOn(hex: string): '#000' | '#fff' {
  const v = hex.replace('#', '');
  const full = v.length === 3 ? [...v].map((c) => c + c).join('') : v;
  if (!/^[0-9a-f]{6}$/i.test(full)) return '#fff';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? '#000' : '#fff';
}

/** Spec section 9: High danger, Medium warning, Low success. */
export function priorityColor(priority: string): string {
  return ({ High: 'danger', Medium: 'warning', Low: 'success' } as Record<string, string>)[priority] ?? 'gray';
}

export function actionColor(action: string): string {
  if (/(delet|reject|breach)/.test(action)) return 'danger';
  if (/(creat|approv|complet|schedul)/.test(action)) return 'success';
  if (/submit/.test(action)) return 'warning';
  return 'info';
}

/** Each bar's share of the largest count, in percent (0 when all are 0). */
export function barWidths(counts: readonly number[]): number[] {
  const max = Math.max(0, ...counts);
  return counts.map((count) => (max > 0 ? Math.round((count / max) * 100) : 0));
}
