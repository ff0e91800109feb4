// Playwright end-to-end tests against the gateway serving the built SPA.
import { defineConfig, devices } from '@playwright/test';

const baseURL = process.env.BASE_URL ?? 'http://localhost:8080';

/**
 * The feature specs drive the vertical layout's sidebar in the light mode; the
 * shell spec clears this to start from the spec's defaults (horizontal, semi-dark).
 */
const verticalLight = {
  cookies: [],
  origins: [
    {
      origin: new URL(baseURL).origin,
      localStorage: [{ name: 'riskhub.theme', value: JSON.stringify({ layout: 'vertical', theme: 'light' }) }],
    },
  ],
};

export default defineConfig({
  testDir: './e2e',
  // The restart phases need a server restart between them: scripts/restart-survival.sh runs them.
  testIgnore: process.env.RESTART_PHASE ? [] : ['**/restart/**'],
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    storageState: verticalLight,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
