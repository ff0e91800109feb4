// The shell's theme settings (spec section 3 "Theme settings", defaults from
// section 4): one store read by the layouts, the customizer and the profile
// page. Kept in localStorage so the inline script in index.html can apply it
// before first paint; saved per user on the server (PUT /api/app/user/preferences,
// debounced) and taken from the server when the current user loads (server wins).
import { useSyncExternalStore } from 'react';
import { api, getAuthToken } from './api-client';

export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const MODES = ['light', 'dark', 'semi-dark'] as const;
export const MENU_COLORS = ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const NAVBAR_TYPES = ['hidden', 'static', 'sticky', 'floating'] as const;
export const FOOTER_TYPES = ['hidden', 'static', 'sticky'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;

export type ThemeSettings = {
  layout: (typeof LAYOUTS)[number];
  /** Colour mode; semi-dark (dark menu, light content) is not offered in the horizontal layout. */
  theme: (typeof MODES)[number];
  sidebarCollapsed: boolean;
  /** Navbar background colour: '' (default, the card colour) or one of MENU_COLORS. */
  navbarColor: '' | (typeof MENU_COLORS)[number];
  navbarType: (typeof NAVBAR_TYPES)[number];
  footerType: (typeof FOOTER_TYPES)[number];
  /** Colour of the active menu item. */
  menuTheme: (typeof MENU_COLORS)[number];
  direction: (typeof DIRECTIONS)[number];
  hideScrollToTop: boolean;
};

/** Spec section 4: horizontal layout, semi-dark, success colour, sticky navbar, hidden footer. */
export const THEME_DEFAULTS: ThemeSettings = {
  layout: 'horizontal',
  theme: 'semi-dark',
  sidebarCollapsed: false,
  navbarColor: '',
  navbarType: 'sticky',
  footerType: 'hidden',
  menuTheme: 'success',
  direction: 'ltr',
  hideScrollToTop: false,
};

export const THEME_STORAGE_KEY = 'riskhub.theme';

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** Any stored or received value made valid: unknown fields dropped, bad values defaulted. */
export function normalizeThemeSettings(raw: unknown): ThemeSettings {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof ThemeSettings, unknown>>;
  const d = THEME_DEFAULTS;
  return {
    layout: oneOf(LAYOUTS, v.layout, d.layout),
    theme: oneOf(MODES, v.theme, d.theme),
    sidebarCollapsed: typeof v.sidebarCollapsed === 'boolean' ? v.sidebarCollapsed : d.sidebarCollapsed,
    navbarColor: MENU_COLORS.includes(v.navbarColor as (typeof MENU_COLORS)[number])
      ? (v.navbarColor as (typeof MENU_COLORS)[number])
      : '',
    navbarType: oneOf(NAVBAR_TYPES, v.navbarType, d.navbarType),
    footerType: oneOf(FOOTER_TYPES, v.footerType, d.footerType),
    menuTheme: oneOf(MENU_COLORS, v.menuTheme, d.menuTheme),
    direction: oneOf(DIRECTIONS, v.direction, d.direction),
    hideScrollToTop: typeof v.hideScrollToTop === 'boolean' ? v.hideScrollToTop : d.hideScrollToTop,
  };
}

/** The colour mode actually rendered: semi-dark needs a sidebar, so a horizontal layout shows it light. */
export function effectiveMode(s: Pick<ThemeSettings, 'layout' | 'theme'>): ThemeSettings['theme'] {
  return s.layout === 'horizontal' && s.theme === 'semi-dark' ? 'light' : s.theme;
}

/** Mantine's colour scheme for the settings (semi-dark keeps light content). */
export function colorSchemeOf(s: Pick<ThemeSettings, 'theme'>): 'light' | 'dark' {
  return s.theme === 'dark' ? 'dark' : 'light';
}

/** Page background behind the shell, per colour scheme (index.html repeats these). */
export const DOCUMENT_BACKGROUND = { light: '#f8f7fa', dark: '#25293c' } as const;

export type DocumentThemeAttributes = {
  dir: ThemeSettings['direction'];
  /** The stored layout (a horizontal one is drawn vertical below 1200px). */
  layout: ThemeSettings['layout'];
  mode: ThemeSettings['theme'];
  colorScheme: 'light' | 'dark';
  background: string;
};

/**
 * What <html> carries for the settings: `dir`, `data-layout`, `data-theme-mode`,
 * `data-mantine-color-scheme` and the background. The inline script in
 * index.html computes the same before the first paint (a test keeps them equal).
 */
export function documentThemeAttributes(s: ThemeSettings): DocumentThemeAttributes {
  const colorScheme = colorSchemeOf(s);
  return {
    dir: s.direction,
    layout: s.layout,
    mode: effectiveMode(s),
    colorScheme,
    background: DOCUMENT_BACKGROUND[colorScheme],
  };
}

function sameSettings(a: ThemeSettings, b: ThemeSettings): boolean {
  return (Object.keys(THEME_DEFAULTS) as (keyof ThemeSettings)[]).every((key) => a[key] === b[key]);
}

function load(): ThemeSettings {
  try {
    const raw = localStorage.getItem(THEME_STORAGE_KEY);
    return raw ? normalizeThemeSettings(JSON.parse(raw)) : THEME_DEFAULTS;
  } catch {
    return THEME_DEFAULTS;
  }
}

let settings = load();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getThemeSettings(): ThemeSettings {
  return settings;
}

/** Applies settings locally (store + localStorage) without telling the server. */
export function applyThemeSettings(next: ThemeSettings): void {
  settings = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage disabled: keep the setting for this page only.
  }
  notify();
}

// ------------------------------------------------------------ server copy

/** Quiet time after the last change before the settings are sent. */
export const SAVE_DELAY_MS = 400;
export const PREFERENCES_PATH = '/api/app/user/preferences';

let saveTimer: ReturnType<typeof setTimeout> | null = null;
let uploadsInFlight = 0;
/** Users whose empty (null) server copy was already filled from this browser. */
const seeded = new Set<string>();

async function upload(): Promise<void> {
  uploadsInFlight += 1;
  try {
    await api.put<ThemeSettings>(PREFERENCES_PATH, settings);
  } catch (error) {
    // The local copy stays in force; the next change tries again.
    console.warn('Theme settings were not saved on the server.', error);
  } finally {
    uploadsInFlight -= 1;
  }
}

/**
 * Changes some settings: applied at once (store + localStorage), then, when
 * signed in, the whole object is PUT to the server after SAVE_DELAY_MS of quiet.
 */
export function saveThemeSettings(patch: Partial<ThemeSettings>): void {
  const next = normalizeThemeSettings({ ...settings, ...patch });
  if (sameSettings(next, settings)) return;
  applyThemeSettings(next);
  if (getAuthToken() === null) return;
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = null;
    void upload();
  }, SAVE_DELAY_MS);
}

/**
 * Leaving or reloading the page inside the quiet time would lose the last
 * change on the server (and the server's older copy would win at the next
 * load): send it now, with keepalive so it outlives the page.
 */
function flushPendingSave(): void {
  const token = getAuthToken();
  if (saveTimer === null || token === null) return;
  clearTimeout(saveTimer);
  saveTimer = null;
  void fetch(PREFERENCES_PATH, {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(settings),
  }).catch(() => undefined);
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushPendingSave);

/** Back to the spec defaults (saved like any other change). */
export function resetThemeSettings(): void {
  saveThemeSettings(THEME_DEFAULTS);
}

/**
 * The server's copy arrived with the current user (sign-in answer or
 * GET /api/app/user): the server wins. A user without one (null) gets this
 * browser's settings uploaded once. Ignored while a local change is still on its
 * way (it is newer), and when the server sends no such field at all.
 */
export function syncThemeSettingsFromServer(user: { id?: string; preferences?: unknown }): void {
  const { preferences } = user;
  if (preferences === undefined) return;
  if (saveTimer !== null || uploadsInFlight > 0) return;
  if (preferences === null) {
    const key = user.id ?? '';
    if (seeded.has(key) || getAuthToken() === null) return;
    seeded.add(key);
    void upload();
    return;
  }
  const server = normalizeThemeSettings(preferences);
  if (!sameSettings(server, settings)) applyThemeSettings(server);
}

/** Test helper: forgets pending saves and seeded users. */
export function resetThemeSync(): void {
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
  uploadsInFlight = 0;
  seeded.clear();
}

// ------------------------------------------------------------ subscriptions

export function subscribeThemeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(subscribeThemeSettings, getThemeSettings, getThemeSettings);
}

// Another tab changed the settings: follow it (that tab saves to the server).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY || event.newValue === null) return;
    try {
      const next = normalizeThemeSettings(JSON.parse(event.newValue));
      if (sameSettings(next, settings)) return;
      settings = next;
      notify();
    } catch {
      // Not JSON: ignore.
    }
  });
}
