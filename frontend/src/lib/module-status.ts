// Which RiskHub module an API path belongs to, and which modules the gateway
// last reported as down (503): one service being down degrades only its own
// module, so its pages say so while the rest of the app keeps working. Pure
// state, no imports: the API client writes it, pages read it.

/** The modules a user can tell apart; each maps to the backend service behind it. */
export const APP_MODULES = ['risk', 'incident', 'settings', 'audit', 'account', 'messages', 'auth'] as const;
export type AppModule = (typeof APP_MODULES)[number];

/** API path prefixes, most specific first (users/options belongs to the risk service). */
const PREFIXES: readonly (readonly [string, AppModule])[] = [
  ['/api/v1/users/options', 'risk'],
  ['/api/v1/risk', 'risk'],
  ['/api/v1/controls', 'risk'],
  ['/api/v1/control-activities', 'risk'],
  ['/api/v1/action-plans', 'risk'],
  ['/api/v1/attachments', 'risk'],
  ['/api/v1/reports', 'risk'],
  ['/api/v1/incident', 'incident'],
  ['/api/v1/users', 'settings'],
  ['/api/v1/roles', 'settings'],
  ['/api/v1/permissions', 'settings'],
  ['/api/v1/functions', 'settings'],
  ['/api/v1/audit-events', 'audit'],
  ['/api/v1/messages', 'messages'],
  ['/api/app/mail', 'messages'],
  ['/api/app/global/account/messages', 'messages'],
  ['/api/v1/avatars', 'account'],
  ['/api/app/user', 'account'],
  ['/api/auth', 'auth'],
];

/** The module behind an API path or URL, or null when it is not one of them. */
export function moduleOfPath(path: string | null | undefined): AppModule | null {
  if (!path) return null;
  let pathname = path;
  try {
    pathname = new URL(path, 'http://riskhub.invalid').pathname;
  } catch {
    // Not a URL: match the text as given.
  }
  return PREFIXES.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? null;
}

// ---------------------------------------------------------------- down modules

const down = new Map<AppModule, number>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** A call of `module` answered 503: remember since when it is down. */
export function markModuleUnavailable(module: AppModule, now = Date.now()): void {
  if (down.has(module)) return;
  down.set(module, now);
  emit();
}

/** A call of `module` succeeded: it is back. */
export function markModuleAvailable(module: AppModule): void {
  if (down.delete(module)) emit();
}

/** Since when `module` is down (ms since the epoch), or null while it answers. */
export function moduleDownSince(module: AppModule): number | null {
  return down.get(module) ?? null;
}

export function subscribeModuleStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ---------------------------------------------------------------- toasts

/** At most one "module unavailable" toast per module in this time. */
export const MODULE_TOAST_INTERVAL_MS = 30_000;

const announced = new Map<string, number>();

/**
 * True when the "unavailable" toast of `key` (a module, or "service" when
 * unknown) may show now, i.e. none showed in the last 30 s; records it.
 */
export function claimUnavailableToast(key: string, now = Date.now()): boolean {
  const last = announced.get(key);
  if (last !== undefined && now - last < MODULE_TOAST_INTERVAL_MS) return false;
  announced.set(key, now);
  return true;
}

/** Forgets every down module and toast (tests, sign-out). */
export function resetModuleStatus(): void {
  announced.clear();
  if (down.size > 0) {
    down.clear();
    emit();
  }
}
