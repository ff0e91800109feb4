import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import html from '../../index.html?raw';
import { setAuthToken } from './api-client';
import {
  applyThemeSettings,
  documentThemeAttributes,
  effectiveMode,
  getThemeSettings,
  normalizeThemeSettings,
  PREFERENCES_PATH,
  resetThemeSettings,
  resetThemeSync,
  SAVE_DELAY_MS,
  saveThemeSettings,
  syncThemeSettingsFromServer,
  THEME_DEFAULTS,
  THEME_STORAGE_KEY,
  type ThemeSettings,
} from './theme-settings';

const stored = () => JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null') as ThemeSettings | null;

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetThemeSync();
  applyThemeSettings(THEME_DEFAULTS);
  localStorage.clear();
  setAuthToken(null);
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) => new Response(init?.body ?? null, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetThemeSync();
  setAuthToken(null);
});

describe('normalizeThemeSettings', () => {
  it('uses the spec defaults: horizontal, semi-dark, success, sticky navbar, hidden footer', () => {
    expect(normalizeThemeSettings(undefined)).toEqual(THEME_DEFAULTS);
    expect(THEME_DEFAULTS).toMatchObject({
      layout: 'horizontal',
      theme: 'semi-dark',
      menuTheme: 'success',
      navbarType: 'sticky',
      footerType: 'hidden',
      direction: 'ltr',
    });
  });

  it('keeps valid values, defaults bad ones and drops unknown fields', () => {
    const result = normalizeThemeSettings({
      layout: 'vertical',
      theme: 'purple',
      sidebarCollapsed: 'yes',
      navbarColor: 'danger',
      menuTheme: 'info',
      direction: 'rtl',
      disableCustomizer: true,
    });
    expect(result).toEqual({
      ...THEME_DEFAULTS,
      layout: 'vertical',
      navbarColor: 'danger',
      menuTheme: 'info',
      direction: 'rtl',
    });
    expect(result).not.toHaveProperty('disableCustomizer');
    expect(normalizeThemeSettings({ navbarColor: 'pink' }).navbarColor).toBe('');
  });

  it('draws a stored semi-dark light in the horizontal layout only', () => {
    expect(effectiveMode({ layout: 'horizontal', theme: 'semi-dark' })).toBe('light');
    expect(effectiveMode({ layout: 'vertical', theme: 'semi-dark' })).toBe('semi-dark');
    expect(effectiveMode({ layout: 'horizontal', theme: 'dark' })).toBe('dark');
  });
});

describe('saveThemeSettings', () => {
  it('applies a change at once, locally and in localStorage', () => {
    saveThemeSettings({ theme: 'dark' });
    expect(getThemeSettings().theme).toBe('dark');
    expect(stored()?.theme).toBe('dark');
  });

  it('sends the whole object once, 400 ms after the last of several quick changes', async () => {
    vi.useFakeTimers();
    setAuthToken('token');
    saveThemeSettings({ theme: 'dark' });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100);
    saveThemeSettings({ menuTheme: 'danger' });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(PREFERENCES_PATH);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ ...THEME_DEFAULTS, theme: 'dark', menuTheme: 'danger' });
  });

  it('sends a change still waiting for its quiet time when the page goes away', async () => {
    vi.useFakeTimers();
    setAuthToken('token');
    saveThemeSettings({ direction: 'rtl' });
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(PREFERENCES_PATH);
    expect(init).toMatchObject({ method: 'PUT', keepalive: true });
    expect(JSON.parse(init.body as string)).toEqual({ ...THEME_DEFAULTS, direction: 'rtl' });
    // Not sent a second time when the quiet time would have ended.
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not call the server when signed out or when nothing changed', async () => {
    vi.useFakeTimers();
    saveThemeSettings({ theme: 'dark' });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    setAuthToken('token');
    saveThemeSettings({ theme: 'dark' });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the local change and only warns when the server refuses it', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: 'Bad value' } }), { status: 422 }),
    );
    setAuthToken('token');
    saveThemeSettings({ layout: 'vertical' });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(getThemeSettings().layout).toBe('vertical');
  });

  it('resets to the defaults', () => {
    saveThemeSettings({ layout: 'vertical', theme: 'dark', direction: 'rtl' });
    resetThemeSettings();
    expect(getThemeSettings()).toEqual(THEME_DEFAULTS);
  });
});

describe('syncThemeSettingsFromServer', () => {
  it("applies the server's copy when it differs (the server wins) without sending it back", async () => {
    vi.useFakeTimers();
    setAuthToken('token');
    saveThemeSettings({ theme: 'light' });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    fetchMock.mockClear();

    syncThemeSettingsFromServer({ id: 'u1', preferences: { ...THEME_DEFAULTS, layout: 'vertical', theme: 'dark' } });
    expect(getThemeSettings()).toMatchObject({ layout: 'vertical', theme: 'dark' });
    expect(stored()?.theme).toBe('dark');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads the local settings once for a user without a server copy', async () => {
    setAuthToken('token');
    saveThemeSettings({ direction: 'rtl' });
    resetThemeSync();
    syncThemeSettingsFromServer({ id: 'u1', preferences: null });
    syncThemeSettingsFromServer({ id: 'u1', preferences: null });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ direction: 'rtl' });
    expect(getThemeSettings().direction).toBe('rtl');
  });

  it('ignores an answer without the field, and one that races a local change still on its way', () => {
    vi.useFakeTimers();
    syncThemeSettingsFromServer({ id: 'u1' });
    expect(getThemeSettings()).toEqual(THEME_DEFAULTS);

    setAuthToken('token');
    saveThemeSettings({ theme: 'dark' });
    syncThemeSettingsFromServer({ id: 'u1', preferences: { ...THEME_DEFAULTS, theme: 'light' } });
    expect(getThemeSettings().theme).toBe('dark');
  });
});

describe('the pre-paint script in index.html', () => {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  const cases: [string, unknown][] = [
    ['nothing stored', undefined],
    ['defaults', THEME_DEFAULTS],
    ['vertical semi-dark rtl', { ...THEME_DEFAULTS, layout: 'vertical', direction: 'rtl' }],
    ['dark', { ...THEME_DEFAULTS, theme: 'dark' }],
    ['garbage', { layout: 'diagonal', theme: 7, direction: 'up' }],
  ];

  it.each(cases)('sets the same <html> attributes as the app: %s', (_name, value) => {
    expect(script).toContain(THEME_STORAGE_KEY);
    if (value === undefined) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(value));
    const root = document.documentElement;
    new Function(script)();

    const expected = documentThemeAttributes(normalizeThemeSettings(value));
    expect(root.getAttribute('dir')).toBe(expected.dir);
    expect(root.getAttribute('data-layout')).toBe(expected.layout);
    expect(root.getAttribute('data-theme-mode')).toBe(expected.mode);
    expect(root.getAttribute('data-mantine-color-scheme')).toBe(expected.colorScheme);
    expect(root.style.colorScheme).toBe(expected.colorScheme);
    // jsdom reports colours as rgb(); compare through a probe element.
    const probe = document.createElement('div');
    probe.style.backgroundColor = expected.background;
    expect(root.style.backgroundColor).toBe(probe.style.backgroundColor);
  });
});
