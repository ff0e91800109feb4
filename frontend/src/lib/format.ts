// Small display helpers shared by the shell and the pages.

/** Spec section 9: initials are the first letters of each word, in capitals. */
export function initials(name: string | null | undefined, max = 2): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, max)
    .join('');
}

function parseDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date and time in the given language's style, e.g. "23 Nov 2026, 10:17:43"; '' when invalid. */
export function formatDateTime(value: string | number | Date | null | undefined, language: string): string {
  const date = parseDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/** A date in the given language's style, e.g. "23 Nov 2026"; '' when invalid. */
export function formatDate(value: string | number | Date | null | undefined, language: string): string {
  const date = parseDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/**
 * Spec section 9: file sizes in units from Bytes to YB, powers of 1024.
 * `units` are the nine unit names in the user's language.
 */
export function formatFileSize(bytes: number, units: readonly string[] = FILE_SIZE_UNITS): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${units[0] ?? 'Bytes'}`;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const value = bytes / 1024 ** exponent;
  const text = exponent === 0 ? String(Math.round(value)) : String(Number.parseFloat(value.toFixed(2)));
  return `${text} ${units[exponent] ?? ''}`;
}

export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Spec section 9: line breaks in text become break tags (as React nodes, never raw HTML). */
export function lines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
