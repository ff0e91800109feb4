import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthToken, setAuthToken } from './api-client';
import { endSession, fetchCurrentUser, getAuthState, shouldRetryUser, startSession, type Session } from './auth';
import { ApiError } from './api-client';
import { getCookie, setCookiesSecure } from './cookies';
import { can } from './permissions';
import { queryClient } from './react-query';

const session: Session = {
  user: { id: 'u1', name: 'Ada Admin', email: 'admin@demo.com', role: 'admin', status: 'active', avatar: '' },
  permissions: { 'risk.read': true, 'settings.manage': true },
  token: 'jwt-token',
};

describe('session', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    endSession();
  });

  it('saves the cookies, the bearer token, the permissions and the user at sign-in', () => {
    startSession(session, { remember: false });

    expect(getCookie('AuthToken')).toBe('jwt-token');
    expect(getCookie('loggedIn')).toBe('true');
    expect(JSON.parse(getCookie('permissions') ?? '')).toEqual(session.permissions);
    expect(JSON.parse(getCookie('auth') ?? '')).toMatchObject({ userRole: 'admin', user: { name: 'Ada Admin' } });
    expect(getAuthToken()).toBe('jwt-token');
    expect(can('settings.manage')).toBe(true);
    expect(getAuthState().user?.name).toBe('Ada Admin');
    expect(queryClient.getQueryData(['auth', 'user'])).toMatchObject({ name: 'Ada Admin' });
  });

  it('sets the cookies to "false" and forgets the user at sign-out', () => {
    startSession(session);
    endSession();

    for (const name of ['permissions', 'auth', 'AuthToken', 'loggedIn']) expect(getCookie(name)).toBe('false');
    expect(getAuthToken()).toBeNull();
    expect(getAuthState().user).toBeNull();
    expect(can('risk.read')).toBe(false);
  });

  it('clears the session when the current-user call answers 401', async () => {
    startSession(session);
    setAuthToken('revoked');
    vi.mocked(fetch).mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'TOKEN_INVALID', message: 'Invalid access token' } }), {
        status: 401,
      }),
    );

    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(getAuthState().user).toBeNull());
    expect(getCookie('loggedIn')).toBe('false');
  });

  it('retries the current-user call up to 2 times, but not after a 401', () => {
    const unavailable = new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' });
    expect(shouldRetryUser(0, unavailable)).toBe(true);
    expect(shouldRetryUser(1, unavailable)).toBe(true);
    expect(shouldRetryUser(2, unavailable)).toBe(false);
    expect(shouldRetryUser(0, new ApiError({ status: 401, code: 'TOKEN_INVALID', message: 'x' }))).toBe(false);
  });
});

describe('the AuthToken cookie', () => {
  function cookieWrites(): { spy: ReturnType<typeof vi.spyOn>; writes: () => string[] } {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (!descriptor?.set) throw new Error('no cookie setter');
    const spy = vi.spyOn(document, 'cookie', 'set');
    spy.mockImplementation((value: string) => descriptor.set?.call(document, value));
    return { spy, writes: () => spy.mock.calls.map((call: unknown[]) => String(call[0])) };
  }

  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    endSession();
    setCookiesSecure(false);
  });

  it('holds only the access token, for the browser session, SameSite=Strict, even with "remember me"', () => {
    const { spy, writes } = cookieWrites();
    startSession(session, { remember: true });
    const token = writes().find((c) => c.startsWith('AuthToken='));
    spy.mockRestore();
    expect(token).toBeDefined();
    expect(token).toContain('AuthToken=jwt-token;');
    expect(token).toContain('SameSite=Strict');
    expect(token?.toLowerCase()).not.toContain('max-age');
    expect(token?.toLowerCase()).not.toContain('expires');
    expect(token).not.toContain('Secure');
  });

  it('is Secure when the gateway says COOKIE_SECURE', () => {
    setCookiesSecure(true);
    const { spy, writes } = cookieWrites();
    startSession(session);
    const token = writes().find((c) => c.startsWith('AuthToken='));
    spy.mockRestore();
    setCookiesSecure(false);
    expect(token).toMatch(/; Secure$/);
  });
});
