// Vitest set-up: jest-dom matchers, the browser APIs jsdom lacks that Mantine
// uses, English translations loaded, and a clean DOM and cookie jar per test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import i18n, { i18nReady, loadFeatureTexts } from '@/lib/i18n';

// findBy*/waitFor give up after 1 s by default; a full `make test` on the
// shared 2 cores can take longer than that to open a Mantine menu (CI failed
// once on exactly that). This bounds a wait; it does not measure speed.
configure({ asyncUtilTimeout: 5_000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => undefined;

beforeAll(async () => {
  await i18nReady;
  await loadFeatureTexts();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
