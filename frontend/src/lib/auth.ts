// The signed-in session: sign-in result -> cookies, bearer header, permission
// map and user (auth store + query cache); sign-out and 401s clear all of it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api, ApiError, getAuthToken, isApiError, setAuthToken } from './api-client';
import {
  COOKIE,
  getCookie,
  getJsonCookie,
  sessionCookieOptions,
  setCookie,
  setJsonCookie,
  TOKEN_COOKIE_OPTIONS,
} from './cookies';
import { clearPermissions, savePermissions, type PermissionMap } from './permissions';
import { queryClient } from './react-query';
import { syncThemeSettingsFromServer } from './theme-settings';
import { syncLanguageAtSignIn } from './account-language';

export type User = {
  id: string;
  name: string;
  email: string;
  role: string;
  status: string;
  avatar: string;
  /** The account's language (en, de, fr, pt). */
  language?: string;
  /** Set for a first password given by an administrator: the user must choose a new one. */
  must_change_password?: boolean;
};

/** GET /api/app/user */
export type CurrentUser = User & { permissions: PermissionMap };

/** `data` of POST /api/auth/login and /api/auth/refresh. */
export type Session = {
  user: User;
  permissions: PermissionMap;
  token: string;
  expires_at?: number;
};

/** What the `auth` cookie holds. */
type AuthCookie = { userRole: string; user: User; remember?: boolean };

export type AuthState = {
  user: User | null;
  /** Spec: default admin. */
  userRole: string;
};

export const DEFAULT_ROLE = 'admin';
export const userQueryKey = ['auth', 'user'] as const;

function initialState(): AuthState {
  const saved = getJsonCookie<AuthCookie>(COOKIE.auth);
  // The AuthToken cookie ends with the browser session: a "remember me" user
  // without one is still signed in, and the first call renews the access
  // token through the HttpOnly refresh cookie (or ends the session).
  const signedIn = getCookie(COOKIE.loggedIn) === 'true';
  if (!signedIn || !saved?.user) return { user: null, userRole: DEFAULT_ROLE };
  return { user: saved.user, userRole: saved.userRole || saved.user.role || DEFAULT_ROLE };
}

let state: AuthState = initialState();
const listeners = new Set<() => void>();

function setState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The auth store; re-renders on sign-in and sign-out. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
}

/** Stores a sign-in (or refresh) result everywhere the app reads it. */
export function startSession(session: Session, options: { remember?: boolean } = {}): void {
  const remember = options.remember ?? getJsonCookie<AuthCookie>(COOKIE.auth)?.remember ?? false;
  const cookieOptions = sessionCookieOptions(remember);
  const userRole = session.user.role || DEFAULT_ROLE;
  setJsonCookie(COOKIE.auth, { userRole, user: session.user, remember } satisfies AuthCookie, cookieOptions);
  setCookie(COOKIE.token, session.token, TOKEN_COOKIE_OPTIONS);
  setCookie(COOKIE.loggedIn, 'true', cookieOptions);
  setAuthToken(session.token);
  savePermissions(session.permissions ?? {});
  // Seeded as already stale, so the first screen shows it and revalidates from /api/app/user.
  queryClient.setQueryData<CurrentUser>(
    userQueryKey,
    { ...session.user, permissions: session.permissions ?? {} },
    { updatedAt: 0 },
  );
  syncThemeSettingsFromServer(session.user);
  setState({ user: session.user, userRole });
}

/** Clears the session locally: cookies to "false", no user, no bearer header. */
export function endSession(): void {
  for (const name of [COOKIE.auth, COOKIE.loggedIn]) setCookie(name, 'false');
  setCookie(COOKIE.token, 'false', TOKEN_COOKIE_OPTIONS);
  setAuthToken(null);
  clearPermissions();
  queryClient.clear();
  setState({ user: null, userRole: DEFAULT_ROLE });
}

/**
 * The user chose a new password: the blocking change-password step is done.
 * Updates the stored user (auth cookie, store, query cache).
 */
export function markPasswordChanged(): void {
  const saved = getJsonCookie<AuthCookie>(COOKIE.auth);
  if (!state.user) return;
  const user: User = { ...state.user, must_change_password: false };
  if (saved) setJsonCookie(COOKIE.auth, { ...saved, user } satisfies AuthCookie, sessionCookieOptions());
  queryClient.setQueryData<CurrentUser>(userQueryKey, (old) => (old ? { ...old, must_change_password: false } : old));
  setState({ ...state, user });
}

/**
 * The server refused a call until the user picks a new password (403
 * PASSWORD_CHANGE_REQUIRED): flag the user, so the route guard shows that step.
 */
export function requirePasswordChange(): void {
  if (!state.user || state.user.must_change_password) return;
  setState({ ...state, user: { ...state.user, must_change_password: true } });
}

/** Signs out on the server (best effort), then clears the local session. */
export async function logout(): Promise<void> {
  try {
    if (getAuthToken()) await api.post<void>('/api/auth/logout', undefined, { refreshOn401: false });
  } catch {
    // The session may already be gone server-side; sign out locally regardless.
  } finally {
    endSession();
  }
}

export async function login(input: { email: string; password: string; remember: boolean }): Promise<Session> {
  const { data } = await api.post<{ data: Session }>('/api/auth/login', input, { refreshOn401: false });
  startSession(data, { remember: input.remember });
  syncLanguageAtSignIn(data.user);
  return data;
}

let refreshing: Promise<boolean> | null = null;

/** Exchanges the HttpOnly refresh cookie for a new session. Single-flight. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const { data } = await api.post<{ data: Session }>('/api/auth/refresh', undefined, { refreshOn401: false });
      startSession(data);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** GET /api/app/user; a 401 (after a failed silent refresh) ends the session. */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  try {
    const user = await api.get<CurrentUser>('/api/app/user');
    if (user.permissions) savePermissions(user.permissions);
    syncThemeSettingsFromServer(user);
    const { permissions: _permissions, ...rest } = user;
    // The profile call does not repeat the "must change password" flag: keep the sign-in's.
    const profile: User = { ...rest, must_change_password: rest.must_change_password ?? state.user?.must_change_password };
    if (state.user) {
      const userRole = profile.role || DEFAULT_ROLE;
      setJsonCookie(
        COOKIE.auth,
        { userRole, user: profile, remember: getJsonCookie<AuthCookie>(COOKIE.auth)?.remember } satisfies AuthCookie,
        sessionCookieOptions(),
      );
      setState({ user: profile, userRole });
    }
    return user;
  } catch (error) {
    // Cleared after this query has settled, so its error still reaches the handler.
    if (isApiError(error) && error.status === 401) {
      sessionEnding = true;
      setTimeout(() => {
        sessionEnding = false;
        endSession();
      }, 0);
    }
    throw error;
  }
}

let sessionEnding = false;
let sessionCheck: Promise<unknown> | null = null;

/**
 * Another call answered 401 even after a refresh attempt (e.g. the account
 * was deactivated): asks GET /api/app/user, whose 401 ends the session.
 * Single-flight, and skipped while the current-user call is already running.
 */
export function checkSession(): void {
  if (sessionCheck || sessionEnding || !state.user) return;
  if (queryClient.isFetching({ queryKey: userQueryKey }) > 0) return;
  sessionCheck = fetchCurrentUser()
    .catch(() => undefined)
    .finally(() => {
      sessionCheck = null;
    });
}

/** Retried up to 2 times, except a 401 which gives up at once. */
export function shouldRetryUser(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return false;
  return failureCount < 2;
}

export const userQuery = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: fetchCurrentUser,
    retry: shouldRetryUser,
    staleTime: 60_000,
  });

/** The current user from the server (cache seeded at sign-in). */
export function useUser() {
  const { user } = useAuth();
  return useQuery({ ...userQuery(), enabled: user !== null });
}
