import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/api-client';
import { exportLanguage } from '@/lib/export-language';
import i18n, { i18nReady } from '@/lib/i18n';
import { exportAuditTrail } from './audit-trail';
import { exportRegister } from './reports';

describe('risk exports in the screen language', () => {
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

  const urls = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));

  it('passes lang=<current language> on the register and audit trail exports', async () => {
    await i18n.changeLanguage('de');
    expect(exportLanguage()).toBe('de');
    await exportRegister('xlsx', { status: 'active' });
    await exportAuditTrail({ action: 'updated' });
    expect(urls()).toEqual([
      '/api/v1/reports/register.xlsx?status=active&lang=de',
      '/api/v1/audit-events/export.csv?action=updated&service=risk&lang=de',
    ]);
  });

  it('falls back to English for a language without texts', async () => {
    await i18n.changeLanguage('es');
    expect(exportLanguage()).toBe('en');
  });
});
