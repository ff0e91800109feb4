// The shell's theme settings (spec section 3 "Theme settings", defaults from
// section 4): one store read by the layouts, the customizer and the profile
// page. Kept in localStorage so the inline script in index.html can apply it
// before first paint; saved per user on the server (PUT /api/app/user/preferences).
import { useSyncExternalStore } from 'react';

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
  for (const listener of listeners) listener();
}

/** Changes some settings locally. (Saving to the server: see the shell's sync.) */
export function updateThemeSettings(patch: Partial<ThemeSettings>): void {
  applyThemeSettings(normalizeThemeSettings({ ...settings, ...patch }));
}

export function subscribeThemeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(subscribeThemeSettings, getThemeSettings, getThemeSettings);
}
