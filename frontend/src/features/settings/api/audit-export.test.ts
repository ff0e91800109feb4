import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/api-client';
import i18n, { i18nReady } from '@/lib/i18n';
import { exportAuditEvents } from './audit';

describe('the Logs export', () => {
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

  it('asks for the CSV in the screen language', async () => {
    await i18n.changeLanguage('fr');
    await exportAuditEvents({ service: 'auth' });
    expect(String(vi.mocked(fetch).mock.calls[0]![0])).toBe('/api/v1/audit-events/export.csv?service=auth&lang=fr');
  });
});
