// Permission checks (spec section 6): the `permissions` cookie holds a map of
// permission name -> granted; `can` grants when at least one named permission
// is true and reloads the map in the background when a name is absent.
import { useSyncExternalStore } from 'react';
import { api, getAuthToken } from './api-client';
import { COOKIE, getJsonCookie, sessionCookieOptions, setCookie, setJsonCookie } from './cookies';

export const PERMISSIONS = [
  'risk.read',
  'risk.write',
  'risk.approve',
  'incident.read',
  'incident.write',
  'incident.approve',
  'settings.manage',
  'audit.read',
  'category.manage',
  /** The demo apps (mail, chat, todo, calendar, users, shop, data list, contacts grid, two dashboards). */
  'apps.use',
] as const;

export type PermissionName = (typeof PERMISSIONS)[number];
export type PermissionMap = Record<string, boolean>;
/** One permission or a list of which any one suffices. */
export type PermissionCheck = PermissionName | readonly PermissionName[];

export const PERMISSIONS_PATH = '/api/app/user/permissions';

function readCookie(): PermissionMap {
  const value = getJsonCookie<unknown>(COOKIE.permissions);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as PermissionMap) : {};
}

let current: PermissionMap = readCookie();
const listeners = new Set<() => void>();
/** Absent names a reload was already started for (one reload per name per session). */
const reloadRequested = new Set<string>();
let inflight: Promise<PermissionMap | false> | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function write(map: PermissionMap): void {
  current = { ...map };
  setJsonCookie(COOKIE.permissions, current, sessionCookieOptions());
  emit();
}

export function getPermissions(): PermissionMap {
  return current;
}

/** Stores a fresh map (at sign-in): saved to the cookie, subscribers notified. */
export function savePermissions(map: PermissionMap): void {
  reloadRequested.clear();
  write(map);
}

/** Sign-out: the cookie becomes "false" and every check fails. */
export function clearPermissions(): void {
  reloadRequested.clear();
  current = {};
  setCookie(COOKIE.permissions, 'false');
  emit();
}

export function subscribePermissions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Fetches the map again and saves it. Only one runs at a time: a call made
 * while one is in flight returns false without calling the server.
 */
export function reloadPermissions(): Promise<PermissionMap | false> {
  if (inflight) return Promise.resolve(false);
  inflight = (async () => {
    try {
      const map = await api.get<PermissionMap>(PERMISSIONS_PATH, { refreshOn401: false });
      if (!map || typeof map !== 'object') return false;
      write(map);
      return map;
    } catch {
      return false;
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

function names(check: PermissionCheck): readonly string[] {
  return typeof check === 'string' ? [check] : check;
}

/**
 * Grants when at least one named permission is true. An empty list grants.
 * If any name is absent from the map, the map is reloaded in the background.
 */
export function can(check: PermissionCheck, map: PermissionMap = current): boolean {
  const wanted = names(check);
  if (wanted.length === 0) return true;
  const absent = wanted.filter((name) => !Object.hasOwn(map, name) && !reloadRequested.has(name));
  if (absent.length > 0 && getAuthToken()) {
    for (const name of absent) reloadRequested.add(name);
    queueMicrotask(() => void reloadPermissions());
  }
  return wanted.some((name) => map[name] === true);
}

/** The current map; re-renders when it changes. */
export function usePermissions(): PermissionMap {
  return useSyncExternalStore(subscribePermissions, getPermissions, getPermissions);
}

/** `can` for components; re-renders when the map changes. */
export function useCan(check: PermissionCheck | undefined): boolean {
  const map = usePermissions();
  return check === undefined ? true : can(check, map);
}
