import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/api-client';
import i18n, { i18nReady } from '@/lib/i18n';
import { exportIncidents } from './incidents';

describe('incident exports', () => {
  beforeEach(async () => {
    await i18nReady;
    setAuthToken('jwt-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('\uFEFFa\n', { status: 200 })),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    setAuthToken(null);
    await i18n.changeLanguage('en');
  });

  it('sends the register filters and the screen language, and names the file by format', async () => {
    await i18n.changeLanguage('fr');
    const name = await exportIncidents('pdf', { status: 'open', breach: 'true', sort: '-actual_loss' }, new Date('2026-11-26T10:00:00Z'));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toEqual([
      '/api/v1/incidents/export.pdf?status=open&breach=true&sort=-actual_loss&lang=fr',
    ]);
    expect(name).toBe('incidents-2026-11-26.pdf');
  });
});
