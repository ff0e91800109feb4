import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiError,
  apiBlob,
  apiRequestWithHeaders,
  configureApiClient,
  describeApiError,
  handleApiError,
  isServiceUnavailable,
  setAuthToken,
  toApiError,
  unavailableMessage,
} from './api-client';
import { moduleDownSince, resetModuleStatus } from './module-status';

function errorResponse(status: number, code: string, message: string, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ error: { code, message } }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

describe('toApiError', () => {
  it('reads the error envelope, its fields and Retry-After', async () => {
    const response = new Response(
      JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'Please fill in', fields: { email: 'required' } } }),
      { status: 422, headers: { 'Retry-After': '30' } },
    );
    const error = await toApiError(response);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Please fill in',
      fields: { email: 'required' },
      retryAfter: 30,
    });
  });

  it('copes with a body that is not the envelope', async () => {
    const error = await toApiError(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', message: 'Bad Gateway' });
  });
});

describe('apiRequest', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setAuthToken(null);
    configureApiClient({ refreshSession: undefined, reloadPermissions: undefined });
  });

  it('sends JSON with the bearer header once a token is set', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    setAuthToken('abc');
    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
  });

  it('sends no Authorization header after the token is removed', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    setAuthToken('abc');
    setAuthToken(null);
    await api.post('/api/auth/logout');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('rejects with the ApiError of the response', async () => {
    fetchMock.mockResolvedValue(errorResponse(401, 'INVALID_CREDENTIALS', 'Email Or Password Invalid'));
    await expect(api.post('/api/auth/login', {})).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Email Or Password Invalid',
    });
  });

  it('refreshes the session once on 401 and replays the request', async () => {
    setAuthToken('expired');
    const refreshSession = vi.fn(async () => {
      setAuthToken('fresh');
      return true;
    });
    configureApiClient({ refreshSession });
    fetchMock
      .mockResolvedValueOnce(errorResponse(401, 'TOKEN_INVALID', 'Invalid access token'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ name: 'Ada' }), { status: 200 }));

    await expect(api.get('/api/app/user')).resolves.toEqual({ name: 'Ada' });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    const [, replay] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(replay.headers).toMatchObject({ Authorization: 'Bearer fresh' });
  });

  it('turns a network failure into a NETWORK_ERROR ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/api/app/user')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('the error handler (spec section 8)', () => {
  const reloadPermissions = vi.fn();

  beforeEach(() => {
    reloadPermissions.mockReset();
    configureApiClient({ reloadPermissions });
    setAuthToken('token');
  });

  const cases = [
    { status: 403, color: 'danger', text: 'Sorry, Restricted Action', reload: true },
    { status: 401, color: 'warning', text: 'Sorry, Authentication failed', reload: true },
    { status: 422, color: 'danger', text: 'Please fill in all the * fields', reload: false },
    { status: 500, color: 'warning', text: 'There was an error on the server, please try again.', reload: false },
    { status: 409, color: 'danger', text: 'The risk was changed by someone else', reload: false },
  ] as const;

  it.each(cases)('maps $status to a $color toast "$text"', ({ status, color, text, reload }) => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const error = new ApiError({ status, code: 'SOME_REASON', message: 'The risk was changed by someone else' });

    handleApiError(error);

    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color, message: text }));
    expect(reloadPermissions).toHaveBeenCalledTimes(reload ? 1 : 0);
  });

  it('describes an error that is not an ApiError with its raw message', () => {
    expect(describeApiError(new Error('Something went wrong'))).toMatchObject({
      color: 'danger',
      message: 'Something went wrong',
      reloadPermissions: false,
    });
  });

  it('shows the translated text in the current language', async () => {
    const { default: i18n } = await import('./i18n');
    await i18n.changeLanguage('de');
    try {
      const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
      handleApiError(new ApiError({ status: 403, code: 'PERMISSION_DENIED', message: 'Forbidden' }));
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Diese Aktion ist leider nicht erlaubt' }));
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('ignores aborted requests', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    handleApiError(new DOMException('aborted', 'AbortError'));
    expect(show).not.toHaveBeenCalled();
  });
});

describe('a service that is down (503)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    resetModuleStatus();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 1, 12, 0, 0));
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setAuthToken('token');
    configureApiClient({ refreshSession: undefined, reloadPermissions: undefined });
  });

  afterEach(() => {
    vi.useRealTimers();
    resetModuleStatus();
  });

  const unavailable = () =>
    errorResponse(503, 'SERVICE_UNAVAILABLE', 'A service is unavailable, please try again shortly.');

  it('tags the error with its path and module', async () => {
    fetchMock.mockResolvedValue(unavailable());
    const error = await api.get('/api/v1/risks').catch((e: unknown) => e);
    expect(isServiceUnavailable(error)).toBe(true);
    expect(error).toMatchObject({ status: 503, path: '/api/v1/risks', module: 'risk' });
  });

  it('marks only that module down, and up again after its next answer', async () => {
    fetchMock.mockResolvedValueOnce(unavailable());
    await api.get('/api/v1/risks').catch(() => undefined);
    expect(moduleDownSince('risk')).not.toBeNull();
    expect(moduleDownSince('settings')).toBeNull();

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: [] }), { status: 200 }));
    await api.get('/api/v1/users');
    expect(moduleDownSince('risk')).not.toBeNull();

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: [] }), { status: 200 }));
    await api.get('/api/v1/risks');
    expect(moduleDownSince('risk')).toBeNull();
  });

  it('marks the module of a file download too', async () => {
    fetchMock.mockResolvedValueOnce(unavailable());
    await expect(apiBlob('/api/v1/avatars/u-1?v=1')).rejects.toMatchObject({ status: 503, module: 'account' });
    expect(moduleDownSince('account')).not.toBeNull();
  });

  it('is not a 504 or a network failure', () => {
    expect(isServiceUnavailable(new ApiError({ status: 504, code: 'SERVICE_TIMEOUT', message: 'slow' }))).toBe(false);
    expect(isServiceUnavailable(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' }))).toBe(false);
    expect(isServiceUnavailable(new Error('503'))).toBe(false);
  });

  it('toasts "the module is unavailable" at most once per module per 30 s', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const risk = () =>
      new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down', path: '/api/v1/risks' });

    handleApiError(risk());
    handleApiError(risk());
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'warning',
        message: 'The Risk module is unavailable right now; the rest of RiskHub keeps working.',
      }),
    );

    vi.setSystemTime(Date.now() + 29_999);
    handleApiError(risk());
    expect(show).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 1);
    handleApiError(risk());
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('toasts each module separately, and an unknown one generically', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    handleApiError(new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down', path: '/api/v1/risks' }));
    handleApiError(new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down', path: '/api/v1/users' }));
    handleApiError(new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }));
    handleApiError(new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }));
    expect(show.mock.calls.map(([toast]) => toast.message)).toEqual([
      'The Risk module is unavailable right now; the rest of RiskHub keeps working.',
      'The Settings module is unavailable right now; the rest of RiskHub keeps working.',
      'A RiskHub service is unavailable right now; the rest of RiskHub keeps working.',
    ]);
  });

  it('says it in the user language', async () => {
    const { default: i18n } = await import('./i18n');
    await i18n.changeLanguage('de');
    try {
      expect(unavailableMessage('incident')).toBe(
        'Das Modul Vorfall ist gerade nicht verfügbar; der Rest von RiskHub funktioniert weiter.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('apiRequestWithHeaders', () => {
  it("gives the replayed answer's headers after a token refresh", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setAuthToken('expired');
    configureApiClient({ refreshSession: async () => true });
    fetchMock
      .mockResolvedValueOnce(errorResponse(401, 'TOKEN_INVALID', 'Invalid access token', { 'X-Flag': 'first' }))
      .mockResolvedValueOnce(new Response('[1]', { status: 200, headers: { 'X-Flag': 'replayed' } }));
    const { data, headers } = await apiRequestWithHeaders<number[]>('/api/things');
    expect(data).toEqual([1]);
    expect(headers.get('X-Flag')).toBe('replayed');
    configureApiClient({ refreshSession: undefined });
    setAuthToken(null);
  });
});
