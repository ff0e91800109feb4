// Shared values of the components pages: the theme colours the examples are
// shown in, and small pure helpers (paging a list, a live progress step).

/** The theme colours (spec section 9) every colour example runs through. */
export const THEME_COLORS = ['primary', 'gray', 'success', 'danger', 'warning', 'info', 'dark'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];

export const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Number of pages a list of `total` items fills at `perPage` a page (at least one). */
export function pageCount(total: number, perPage: number): number {
  if (perPage <= 0) throw new Error('perPage must be positive');
  return Math.max(1, Math.ceil(total / perPage));
}

/** The items of 1-based page `page`; a page past either end is clamped to the nearest. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): T[] {
  const last = pageCount(items.length, perPage);
  const current = Math.min(Math.max(1, Math.trunc(page)), last);
  const start = (current - 1) * perPage;
  return items.slice(start, start + perPage);
}

/** The "showing 11-20 of 42" numbers of a page (1-based, inclusive); 0-0 when empty. */
export function pageRange(total: number, page: number, perPage: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const current = Math.min(Math.max(1, page), pageCount(total, perPage));
  const from = (current - 1) * perPage + 1;
  return { from, to: Math.min(total, from + perPage - 1) };
}

/** One tick of a live progress bar: `step` further, never past 100. */
export function advance(value: number, step: number): number {
  return Math.min(100, Math.max(0, value + step));
}
