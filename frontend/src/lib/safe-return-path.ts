// Where the SPA may send the user back to from a query parameter (the lock
// screen's `?from=`): only a path of this site. Anything else (another
// origin, a scheme such as javascript:, a protocol-relative `//host` or its
// backslash spelling `/\host`, which browsers read as `//host`) falls back.

/**
 * `value` when it is a same-origin path (a single `/` followed by anything
 * but `/` or `\`, and parsed as a URL still of this origin), as the URL
 * parser reads it; else `fallback`.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value[0] !== '/' || value[1] === '/' || value[1] === '\\') return fallback;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  // The parser drops tabs and new lines and reads `\` as `/`: `/\t/evil.com` is `//evil.com`.
  if (url.origin !== origin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
