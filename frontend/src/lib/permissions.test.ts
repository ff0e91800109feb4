import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from './api-client';
import { getCookie } from './cookies';
import { can, clearPermissions, getPermissions, reloadPermissions, savePermissions } from './permissions';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('permissions', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setAuthToken('test-token');
    savePermissions({
      'risk.read': true,
      'risk.write': true,
      'incident.read': false,
      'settings.manage': false,
    });
  });

  it('grants a single permission that is true and denies one that is false', () => {
    expect(can('risk.read')).toBe(true);
    expect(can('incident.read')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('grants a list when at least one named permission is true', () => {
    expect(can(['incident.read', 'risk.write'])).toBe(true);
    expect(can(['incident.read', 'settings.manage'])).toBe(false);
  });

  it('grants an empty list', () => {
    expect(can([])).toBe(true);
  });

  it('saves the map to the permissions cookie at path / and clears it to "false"', () => {
    expect(JSON.parse(getCookie('permissions') ?? '{}')).toMatchObject({ 'risk.read': true });
    clearPermissions();
    expect(getCookie('permissions')).toBe('false');
    expect(can('risk.read')).toBe(false);
  });

  it('reloads the map in the background when a named permission is absent', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ 'risk.read': true, 'audit.read': true }));

    expect(can('audit.read')).toBe(false);

    await vi.waitFor(() => expect(getPermissions()['audit.read']).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/app/user/permissions');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect(can('audit.read')).toBe(true);
  });

  it('reloads when any name of a list is absent, even if another is granted', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ 'risk.read': true }));
    expect(can(['risk.read', 'category.manage'])).toBe(true);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('does not reload again for a name the server does not know', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ 'risk.read': true }));
    can('category.manage');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    can('category.manage');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('runs one reload at a time: a second call returns false without calling', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));

    const first = reloadPermissions();
    const second = await reloadPermissions();

    expect(second).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    release(jsonResponse({ 'risk.read': true, 'risk.approve': true }));
    await expect(first).resolves.toEqual({ 'risk.read': true, 'risk.approve': true });
    expect(can('risk.approve')).toBe(true);

    // Once settled, a new reload may run.
    fetchMock.mockResolvedValue(jsonResponse({ 'risk.read': true }));
    await expect(reloadPermissions()).resolves.toEqual({ 'risk.read': true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the old map when the reload fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    await expect(reloadPermissions()).resolves.toBe(false);
    expect(can('risk.read')).toBe(true);
  });

  it('does not call the server when signed out', async () => {
    setAuthToken(null);
    can('audit.read');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
