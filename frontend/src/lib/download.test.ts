import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fileNameFromDisposition, setAuthToken } from './api-client';
import { downloadFile } from './download';

describe('CSV download', () => {
  let clicked: { href: string; download: string }[];

  beforeEach(() => {
    clicked = [];
    setAuthToken('jwt-token');
    vi.stubGlobal('fetch', vi.fn());
    URL.createObjectURL = vi.fn(() => 'blob:csv-1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });

  afterEach(() => {
    setAuthToken(null);
  });

  it('fetches with the bearer header and the filters, then saves the Blob under the server file name', async () => {
    vi.mocked(fetch).mockResolvedValue(
      new Response('id,action\n1,login_succeeded\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="audit-events.csv"' },
      }),
    );

    const name = await downloadFile('/api/v1/audit-events/export.csv', {
      query: { service: 'auth', q: undefined },
      fileName: 'fallback.csv',
      accept: 'text/csv',
    });

    expect(name).toBe('audit-events.csv');
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/v1/audit-events/export.csv?service=auth');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer jwt-token');
    expect((init?.headers as Record<string, string>).Accept).toBe('text/csv');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(await blob.text()).toBe('id,action\n1,login_succeeded\n');
    expect(clicked).toEqual([{ href: 'blob:csv-1', download: 'audit-events.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('uses the fallback name when the server gives none', async () => {
    vi.mocked(fetch).mockResolvedValue(new Response('a,b\n', { status: 200 }));
    await expect(downloadFile('/x.csv', { fileName: 'fallback.csv' })).resolves.toBe('fallback.csv');
    expect(clicked[0]?.download).toBe('fallback.csv');
  });

  it('rejects with the API error and saves nothing when the call fails', async () => {
    vi.mocked(fetch).mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Sorry, Restricted Action' } }), {
        status: 403,
      }),
    );
    const failure = downloadFile('/x.csv', { fileName: 'x.csv' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(clicked).toEqual([]);
  });

  it('reads plain and RFC 5987 file names', () => {
    expect(fileNameFromDisposition('attachment; filename=log.csv')).toBe('log.csv');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''audit%20log.csv`)).toBe('audit log.csv');
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});
