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
