// Small display helpers shared by the shell and the pages: initials, file
// sizes (spec section 9), line splitting, and numbers, dates and relative
// times in the user's language (Intl, so de/fr/pt read as their readers expect).

/** Spec section 9: initials are the first letters of each word, in capitals (at most `max`). */
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

type DateInput = string | number | Date | null | undefined;

function parseDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A number in the given language's style ("1.234,5" in German); '' when not a finite number. */
export function formatNumber(
  value: number | null | undefined,
  language: string,
  options?: Intl.NumberFormatOptions,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(language, options).format(value);
}

/** A date and time in the given language's style, e.g. "23.11.2026, 10:17:43"; '' when invalid. */
export function formatDateTime(value: DateInput, language: string): string {
  const date = parseDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/** A date in the given language's style, e.g. "23 nov. 2026"; '' when invalid. */
export function formatDate(value: DateInput, language: string): string {
  const date = parseDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** The unit a time distance reads best in, largest first. */
const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/**
 * How long ago (or how soon) `value` is, in the given language: "5 minutes
 * ago", "vor 5 Minuten", "hier", "em 2 dias". `now` is for tests; '' when invalid.
 */
export function formatRelativeTime(
  value: DateInput,
  language: string,
  now: number | Date = Date.now(),
  style: Intl.RelativeTimeFormatStyle = 'long',
): string {
  const date = parseDate(value);
  if (!date) return '';
  const diff = date.getTime() - (now instanceof Date ? now.getTime() : now);
  const distance = Math.abs(diff);
  const [unit, size] = RELATIVE_UNITS.find(([, ms]) => distance >= ms) ?? ['second', SECOND];
  const amount = Math.round(diff / size);
  // "numeric: auto" gives "yesterday" and "now" where the language has such words.
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto', style }).format(amount === 0 ? 0 : amount, unit);
}

export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * Spec section 9: file sizes in units from Bytes to YB, powers of 1024, with at
 * most two decimals. `units` are the nine unit names in the user's language
 * (`t('fileSize.units').split(',')`); with `language` the number is written in
 * that language's style ("1,5 MB").
 */
export function formatFileSize(bytes: number, units: readonly string[] = FILE_SIZE_UNITS, language?: string): string {
  const last = Math.max(0, units.length - 1);
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${units[0] ?? 'Bytes'}`;
  let exponent = 0;
  let value = bytes;
  while (value >= 1024 && exponent < last) {
    value /= 1024;
    exponent += 1;
  }
  let rounded = exponent === 0 ? Math.round(value) : Number.parseFloat(value.toFixed(2));
  // 1023.999 KB rounds to 1024 KB: show it as 1 MB instead.
  if (rounded >= 1024 && exponent < last) {
    rounded = 1;
    exponent += 1;
  }
  const text = language ? new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(rounded) : String(rounded);
  return `${text} ${units[exponent] ?? ''}`;
}

/** Spec section 9: the lines of a text (any of \r\n, \r, \n), for rendering with break tags. */
export function lines(text: string | null | undefined): string[] {
  if (!text) return [''];
  return text.split(/\r\n|\r|\n/);
}
