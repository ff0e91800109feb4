import { describe, expect, it } from 'vitest';
import {
  FILE_SIZE_UNITS,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatRelativeTime,
  initials,
  lines,
} from './format';

// Intl separates groups with narrow no-break spaces in French and writes
// no-break spaces elsewhere: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('initials (spec section 9)', () => {
  it('takes the first letter of each word in capitals', () => {
    expect(initials('ada lovelace')).toBe('AL');
    expect(initials('Admin')).toBe('A');
    expect(initials('élodie durand')).toBe('ÉD');
  });

  it('ignores extra spaces and keeps at most two letters by default', () => {
    expect(initials('  Grace   Brewster Hopper ')).toBe('GB');
    expect(initials('Grace Brewster Hopper', 3)).toBe('GBH');
  });

  it('is empty for no name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials(null)).toBe('');
    expect(initials(undefined)).toBe('');
  });
});

describe('formatFileSize (spec section 9: Bytes to YB, powers of 1024)', () => {
  it('writes bytes below 1024 as whole Bytes', () => {
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
  });

  it('moves to the next unit at each power of 1024', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 ** 2)).toBe('1 MB');
    expect(formatFileSize(1024 ** 3)).toBe('1 GB');
    expect(formatFileSize(1024 ** 4)).toBe('1 TB');
    expect(formatFileSize(1024 ** 5)).toBe('1 PB');
    expect(formatFileSize(1024 ** 6)).toBe('1 EB');
    expect(formatFileSize(1024 ** 7)).toBe('1 ZB');
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
  });

  it('keeps at most two decimals and carries 1023.999 KB over to 1 MB', () => {
    expect(formatFileSize(1234567)).toBe('1.18 MB');
    expect(formatFileSize(1024 ** 2 - 1)).toBe('1 MB');
  });

  it('stays in YB beyond it', () => {
    expect(formatFileSize(1024 ** 9)).toBe('1024 YB');
  });

  it('writes 0 Bytes for zero, negative and non-numbers', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0 Bytes');
  });

  it('uses translated unit names and the language number style', () => {
    const octets = ['octets', 'Ko', 'Mo', 'Go', 'To', 'Po', 'Eo', 'Zo', 'Yo'];
    expect(formatFileSize(1536, octets, 'fr')).toBe('1,5 Ko');
    expect(formatFileSize(0, octets, 'fr')).toBe('0 octets');
    expect(formatFileSize(1536, FILE_SIZE_UNITS, 'de')).toBe('1,5 KB');
    expect(formatFileSize(1536, FILE_SIZE_UNITS, 'en')).toBe('1.5 KB');
  });
});

describe('lines (spec section 9: line breaks)', () => {
  it('splits on every kind of line break', () => {
    expect(lines('a\nb\r\nc\rd')).toEqual(['a', 'b', 'c', 'd']);
    expect(lines('one line')).toEqual(['one line']);
    expect(lines('')).toEqual(['']);
    expect(lines(null)).toEqual(['']);
  });
});

describe('formatNumber', () => {
  it.each([
    ['en', '1,234,567.891'],
    ['de', '1.234.567,891'],
    ['fr', '1 234 567,891'],
    ['pt', '1.234.567,891'],
  ])('writes numbers in %s style', (language, expected) => {
    expect(plain(formatNumber(1234567.891, language))).toBe(expected);
  });

  it('passes Intl options through', () => {
    expect(formatNumber(0.256, 'de', { style: 'percent', maximumFractionDigits: 1 }).replace(/\s/g, ' ')).toBe('25,6 %');
    expect(formatNumber(2.5, 'en', { minimumFractionDigits: 2 })).toBe('2.50');
  });

  it('is empty for missing and non-finite values', () => {
    expect(formatNumber(null, 'en')).toBe('');
    expect(formatNumber(undefined, 'en')).toBe('');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });
});

describe('formatDate and formatDateTime', () => {
  // A local time, so the expectations hold in any time zone.
  const date = new Date(2026, 10, 23, 10, 17, 43);

  it.each([
    ['en', 'Nov 23, 2026'],
    ['de', '23.11.2026'],
    ['fr', '23 nov. 2026'],
    ['pt', '23 de nov. de 2026'],
  ])('writes dates in %s style', (language, expected) => {
    expect(plain(formatDate(date, language))).toBe(expected);
  });

  it.each([
    ['en', 'Nov 23, 2026, 10:17:43 AM'],
    ['de', '23.11.2026, 10:17:43'],
    ['fr', '23 nov. 2026, 10:17:43'],
    ['pt', '23 de nov. de 2026, 10:17:43'],
  ])('writes date and time in %s style', (language, expected) => {
    expect(plain(formatDateTime(date, language))).toBe(expected);
  });

  it('takes ISO strings and timestamps', () => {
    expect(formatDate(date.toISOString(), 'de')).toBe('23.11.2026');
    expect(formatDate(date.getTime(), 'de')).toBe('23.11.2026');
  });

  it('is empty for missing and invalid dates', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value, 'en')).toBe('');
      expect(formatDateTime(value, 'en')).toBe('');
    }
  });
});

describe('formatRelativeTime', () => {
  const now = new Date(2026, 10, 23, 12, 0, 0).getTime();
  const ago = (ms: number) => now - ms;
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it.each([
    ['en', '5 minutes ago', 'yesterday', 'in 3 hours', 'now'],
    ['de', 'vor 5 Minuten', 'gestern', 'in 3 Stunden', 'jetzt'],
    ['fr', 'il y a 5 minutes', 'hier', 'dans 3 heures', 'maintenant'],
    ['pt', 'há 5 minutos', 'ontem', 'em 3 horas', 'agora'],
  ])('speaks %s', (language, minutes, yesterday, soon, justNow) => {
    expect(plain(formatRelativeTime(ago(5 * MINUTE), language, now))).toBe(minutes);
    expect(plain(formatRelativeTime(ago(DAY), language, now))).toBe(yesterday);
    expect(plain(formatRelativeTime(now + 3 * HOUR, language, now))).toBe(soon);
    expect(plain(formatRelativeTime(now, language, now))).toBe(justNow);
  });

  it('picks the largest unit that fits', () => {
    expect(formatRelativeTime(ago(30_000), 'en', now)).toBe('30 seconds ago');
    expect(formatRelativeTime(ago(59_000), 'en', now)).toBe('59 seconds ago');
    expect(formatRelativeTime(ago(MINUTE), 'en', now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(2 * HOUR), 'en', now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(3 * DAY), 'en', now)).toBe('3 days ago');
    expect(formatRelativeTime(ago(14 * DAY), 'en', now)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(60 * DAY), 'en', now)).toBe('2 months ago');
    expect(formatRelativeTime(ago(800 * DAY), 'en', now)).toBe('2 years ago');
  });

  it('uses the current time by default and is empty for invalid input', () => {
    expect(formatRelativeTime(new Date(), 'en')).toBe('now');
    expect(formatRelativeTime('nope', 'en', now)).toBe('');
    expect(formatRelativeTime(null, 'en', now)).toBe('');
  });
});
