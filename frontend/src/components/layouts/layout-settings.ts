// Shell preferences kept in localStorage. Only the vertical layout exists yet;
// the horizontal layout and the theme customizer will read and write this store.
import { useSyncExternalStore } from 'react';

export type LayoutSettings = {
  layout: 'vertical' | 'horizontal';
  sidebarCollapsed: boolean;
};

const STORAGE_KEY = 'riskhub.layout';
const DEFAULTS: LayoutSettings = { layout: 'vertical', sidebarCollapsed: false };

function load(): LayoutSettings {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? { ...DEFAULTS, ...(JSON.parse(raw) as Partial<LayoutSettings>) } : DEFAULTS;
  } catch {
    return DEFAULTS;
  }
}

let settings = load();
const listeners = new Set<() => void>();

export function getLayoutSettings(): LayoutSettings {
  return settings;
}

export function updateLayoutSettings(patch: Partial<LayoutSettings>): void {
  settings = { ...settings, ...patch };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage disabled: keep the setting for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(subscribe, getLayoutSettings, getLayoutSettings);
}
