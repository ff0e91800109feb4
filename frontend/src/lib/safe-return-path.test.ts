import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeReturnPath('/risk/all')).toBe('/risk/all');
    expect(safeReturnPath('/risk/all?status=open&page=2#top')).toBe('/risk/all?status=open&page=2#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    '//evil.com',
    '//evil.com/risk/all',
    '/\\evil.com',
    '/\\/evil.com',
    'https://evil.com',
    'http://evil.com/risk/all',
    'javascript:alert(1)',
    'JavaScript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    ' /risk/all',
    'risk/all',
    'evil.com',
    '',
  ])('refuses %j and falls back to the dashboard', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('falls back when there is no value, to the fallback given', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('//evil.com', '/pages/login')).toBe('/pages/login');
  });

  it('returns the path as the URL parser reads it, so nothing else can read it otherwise', () => {
    expect(safeReturnPath('/risk/../settings/user')).toBe('/settings/user');
    expect(safeReturnPath('/risk\\all')).toBe('/risk/all');
  });
});
