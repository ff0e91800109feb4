// Paging arithmetic for the pagination example.

/** How many pages `total` items make at `size` per page (at least 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** The items of 1-based `page` (clamped into range). */
export function pageSlice<T>(items: readonly T[], page: number, size: number): T[] {
  const last = pageCount(items.length, size);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last);
  return items.slice((current - 1) * size, current * size);
}

/** "Showing 11-20 of 95": the first and last 1-based item numbers of `page`. */
export function pageRange(total: number, page: number, size: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const current = Math.min(Math.max(1, page), pageCount(total, size));
  return { from: (current - 1) * size + 1, to: Math.min(total, current * size) };
}
