// The HTTP client for the gateway API: JSON in and out, the bearer header,
// the error envelope turned into ApiError, a silent token refresh on 401, and
// the one error handler of spec section 8 (toasts + permission reload). A 503
// marks only the module behind the path as down (lib/module-status).
import { notifications } from '@mantine/notifications';
import { COOKIE, getCookie } from './cookies';
import i18n from './i18n';
import { retryAfterMinutes } from './retry-after';
import {
  claimUnavailableToast,
  markModuleAvailable,
  markModuleUnavailable,
  moduleOfPath,
  type AppModule,
} from './module-status';

/** The gateway's error envelope: `{"error":{"code","message","fields"}}`. */
export type ErrorEnvelope = {
  error?: { code?: string; message?: string; fields?: Record<string, unknown> };
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, unknown>;
  /** Seconds from a Retry-After header (429), when given. */
  readonly retryAfter?: number;
  /** The API path that failed, when known. */
  readonly path?: string;
  /** The module behind that path (its service), or null when unknown. */
  readonly module: AppModule | null;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, unknown>;
    retryAfter?: number;
    path?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfter = init.retryAfter;
    this.path = init.path;
    this.module = moduleOfPath(init.path);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 503: the service behind the call is down (the gateway and other services are up). */
export function isServiceUnavailable(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 503;
}

// ---------------------------------------------------------------- bearer token

function tokenFromCookie(): string | null {
  const value = getCookie(COOKIE.token);
  return value && value !== 'false' ? value : null;
}

let authToken: string | null = tokenFromCookie();

/** Sets (or with null removes) the bearer token sent with every request. */
export function setAuthToken(token: string | null): void {
  authToken = token;
}

export function getAuthToken(): string | null {
  return authToken;
}

// ---------------------------------------------------------------- hooks

type ApiHooks = {
  /** Reload the permission map (spec: on 401 and 403). */
  reloadPermissions?: () => unknown;
  /** Exchange the refresh cookie for a new access token; resolves true on success. */
  refreshSession?: () => Promise<boolean>;
  /**
   * A signed-in call got 401 even after a refresh attempt: re-check the
   * current user (whose 401 ends the session, spec section 4).
   */
  onUnauthorized?: () => unknown;
  /** A 403 PASSWORD_CHANGE_REQUIRED: the user must choose a new password first. */
  onPasswordChangeRequired?: () => unknown;
};

const hooks: ApiHooks = {};

/** Wires the client to the permission store and the session (done once by the app). */
export function configureApiClient(next: ApiHooks): void {
  Object.assign(hooks, next);
}

// ---------------------------------------------------------------- requests

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob (a file) is sent as is, with the Content-Type given in `headers`. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined>;
  /** Try a silent token refresh and replay once on 401 (default true). */
  refreshOn401?: boolean;
};

function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/** Turns a failed response (of the call to `path`) into an ApiError, whatever its body. */
export async function toApiError(response: Response, path?: string): Promise<ApiError> {
  let envelope: ErrorEnvelope | undefined;
  try {
    envelope = (await response.json()) as ErrorEnvelope;
  } catch {
    envelope = undefined;
  }
  const error = envelope && typeof envelope === 'object' ? envelope.error : undefined;
  return new ApiError({
    status: response.status,
    code: typeof error?.code === 'string' && error.code ? error.code : `HTTP_${response.status}`,
    message:
      typeof error?.message === 'string' && error.message
        ? error.message
        : response.statusText || `Request failed with status ${response.status}`,
    fields: error?.fields && typeof error.fields === 'object' ? error.fields : undefined,
    retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
    path,
  });
}

/** Keeps the module status up to date: a 503 marks the path's module down, any other answer up. */
function noteModuleStatus(path: string, status: number): void {
  const module = moduleOfPath(path);
  if (!module) return;
  if (status === 503) markModuleUnavailable(module);
  else markModuleAvailable(module);
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const raw = options.body instanceof Blob;
  if (options.body !== undefined && !raw) headers['Content-Type'] = 'application/json';
  if (authToken) headers.Authorization = `Bearer ${authToken}`;
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : raw ? (options.body as Blob) : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: error instanceof Error ? error.message : 'Network error',
      path,
    });
  }
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

/** Sends a request, refreshing the session and replaying once on 401. */
async function sendWithRefresh(path: string, options: RequestOptions): Promise<Response> {
  const response = await send(path, options);
  if (
    response.status === 401 &&
    authToken &&
    options.refreshOn401 !== false &&
    hooks.refreshSession &&
    (await hooks.refreshSession())
  ) {
    return send(path, options);
  }
  return response;
}

/** The lock screen's path (config/routes `lockScreen`; ADR 23). */
const LOCK_SCREEN_PATH = '/pages/lock-screen';

/**
 * The session is locked (423 SESSION_LOCKED): only the lock screen works, so
 * go there (a full load: nothing of the locked page lingers), remembering
 * where the user was.
 */
function goToLockScreen(): void {
  if (typeof window === 'undefined' || window.location.pathname.startsWith(LOCK_SCREEN_PATH)) return;
  const from = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`${LOCK_SCREEN_PATH}?from=${encodeURIComponent(from)}`);
}

/** Sends a request; resolves with the parsed JSON body or rejects with ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/**
 * As apiRequest, with the answer's headers too: those of the answer the body
 * came from (after a token refresh, the replayed request's).
 */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const response = await sendWithRefresh(path, options);
  noteModuleStatus(path, response.status);
  if (!response.ok) {
    const error = await toApiError(response, path);
    if (error.code === 'SESSION_LOCKED') goToLockScreen();
    throw error;
  }
  return { data: await parseBody<T>(response), headers: response.headers };
}

/** The file name of a Content-Disposition header (`filename*=` or `filename=`), if any. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : undefined;
}

/**
 * GETs a file with the bearer header (a plain link cannot send it); resolves
 * with its body as a Blob and the server's file name, or rejects with ApiError.
 */
export async function apiBlob(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> & { accept?: string } = {},
): Promise<{ blob: Blob; fileName?: string }> {
  const { accept, ...rest } = options;
  const response = await sendWithRefresh(path, {
    ...rest,
    method: 'GET',
    headers: { ...rest.headers, Accept: accept ?? '*/*' },
  });
  noteModuleStatus(path, response.status);
  if (!response.ok) throw await toApiError(response, path);
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')),
  };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

// ---------------------------------------------------------------- error handler

export type ErrorToast = {
  /** Theme colour of the toast. */
  color: 'danger' | 'warning';
  /** Translation key of the text, or undefined to show `message` as is. */
  messageKey?: string;
  message: string;
  reloadPermissions: boolean;
};

/**
 * The text to show for an error in the user's language: `errors.<CODE>` when
 * the reason is known (the English texts equal the server's), else the
 * server's own message.
 */
export function errorMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  if (!isApiError(error)) return raw;
  if (error.code === 'RATE_LIMITED' || error.code === 'TOO_MANY_REQUESTS') {
    if (error.retryAfter === undefined) return raw;
    return i18n.t(`errors.${error.code}`, { defaultValue: raw, minutes: retryAfterMinutes(error.retryAfter) });
  }
  return i18n.t(`errors.${error.code}`, { defaultValue: raw });
}

/** Spec section 8: which toast an error gets, and whether permissions reload. */
export function describeApiError(error: unknown): ErrorToast {
  const status = isApiError(error) ? error.status : undefined;
  const raw = errorMessage(error);
  switch (status) {
    case 403:
      return { color: 'danger', messageKey: 'notifications.restricted', message: raw, reloadPermissions: true };
    case 401:
      return { color: 'warning', messageKey: 'notifications.authFailed', message: raw, reloadPermissions: true };
    case 422:
      return { color: 'danger', messageKey: 'notifications.fillRequired', message: raw, reloadPermissions: false };
    case 500:
      return { color: 'warning', messageKey: 'notifications.serverError', message: raw, reloadPermissions: false };
    default:
      return { color: 'danger', message: raw, reloadPermissions: false };
  }
}

/**
 * The toast text of a 503: the module by name when the path tells it
 * ("The Risk module is unavailable right now; the rest of RiskHub keeps working.").
 */
export function unavailableMessage(module: AppModule | null): string {
  return module
    ? i18n.t('moduleStatus.toast', { module: i18n.t(`moduleStatus.modules.${module}`) })
    : i18n.t('moduleStatus.toastUnknown');
}

/** Shows the toast for a failed call and reloads permissions where the spec says so. */
export function handleApiError(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (isServiceUnavailable(error)) {
    // One module down: say so once per module per 30 s, however many of its calls fail.
    const key = error.module ?? 'service';
    if (claimUnavailableToast(key)) {
      notifications.show({ id: `module-unavailable-${key}`, color: 'warning', message: unavailableMessage(error.module) });
    }
    return;
  }
  // On its way to the lock screen: no toast.
  if (isApiError(error) && error.code === 'SESSION_LOCKED') return;
  if (isApiError(error) && error.code === 'PASSWORD_CHANGE_REQUIRED') {
    void hooks.onPasswordChangeRequired?.();
    notifications.show({ color: 'warning', message: errorMessage(error) });
    return;
  }
  const toast = describeApiError(error);
  if (toast.reloadPermissions && authToken) void hooks.reloadPermissions?.();
  if (isApiError(error) && error.status === 401 && authToken) void hooks.onUnauthorized?.();
  notifications.show({
    color: toast.color,
    message: toast.messageKey ? i18n.t(toast.messageKey) : toast.message,
  });
}
