// Browser cookie helpers and the session cookies the spec names
// (permissions, auth, AuthToken, loggedIn), all saved at path "/".

export const COOKIE = {
  permissions: 'permissions',
  auth: 'auth',
  token: 'AuthToken',
  loggedIn: 'loggedIn',
} as const;

export type CookieOptions = {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAge?: number;
  path?: string;
  /** Lax unless said otherwise. */
  sameSite?: 'Lax' | 'Strict';
};

let forceSecure = false;

/** COOKIE_SECURE from the gateway's app config: mark every cookie Secure. */
export function setCookiesSecure(secure: boolean): void {
  forceSecure = secure;
}

export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      try {
        return decodeURIComponent(entry.slice(prefix.length));
      } catch {
        return entry.slice(prefix.length);
      }
    }
  }
  return undefined;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.maxAge !== undefined) parts.push(`max-age=${Math.floor(options.maxAge)}`);
  if (forceSecure || (typeof location !== 'undefined' && location.protocol === 'https:')) parts.push('Secure');
  document.cookie = parts.join('; ');
}

/** A cookie's value parsed as JSON; undefined when absent, "false" or malformed. */
export function getJsonCookie<T>(name: string): T | undefined {
  const raw = getCookie(name);
  if (raw === undefined || raw === '' || raw === 'false') return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function setJsonCookie(name: string, value: unknown, options?: CookieOptions): void {
  setCookie(name, JSON.stringify(value), options);
}

/** How long session cookies live: 30 days with "remember me", else the browser session. */
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;

/**
 * The AuthToken cookie (spec): only the short-lived access token, as a
 * browser-session cookie (never "remember me"), SameSite=Strict. The way back
 * after it is gone is the HttpOnly refresh cookie.
 */
export const TOKEN_COOKIE_OPTIONS: CookieOptions = { sameSite: 'Strict' };

/** Cookie options for the session cookies, following the stored "remember me" choice. */
export function sessionCookieOptions(remember?: boolean): CookieOptions {
  const keep = remember ?? getJsonCookie<{ remember?: boolean }>(COOKIE.auth)?.remember ?? false;
  return keep ? { maxAge: REMEMBER_SECONDS } : {};
}
