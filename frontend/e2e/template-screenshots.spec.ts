// The screenshot grid of the template pages for docs/ (run with
// SCREENSHOTS=1): each page at 1440×900 in light and in dark, laid out as
// labelled thumbnails, one grid per mode (docs/screenshots/template-grid-*.jpg);
// SHOTS_DIR=<dir> also keeps every page as a full-size PNG.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATE_ROUTES } from '../src/config/template-routes';
import { DEMO_PASSWORD, signInAndWait, test } from './helpers';

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');

const out = (name: string) => fileURLToPath(new URL(`../../docs/screenshots/${name}`, import.meta.url));

const PAGES: readonly string[] = [
  ...Object.values(TEMPLATE_ROUTES).map((r) => r.path),
  '/template',
  '/misc/coming-soon',
  '/misc/error/404',
  '/misc/error/500',
  '/misc/maintenance',
  '/misc/not-authorized',
];

/** The look is kept on the account (it wins at load): set it there, as the customizer does. */
async function applyMode(page: Page, request: APIRequestContext, mode: 'light' | 'dark'): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@demo.com', password: DEMO_PASSWORD, remember: false },
  });
  const { token } = (await login.json()).data as { token: string };
  const look = {
    layout: 'vertical',
    theme: mode,
    sidebarCollapsed: false,
    navbarColor: '',
    navbarType: 'sticky',
    footerType: 'hidden',
    menuTheme: 'primary',
    direction: 'ltr',
    hideScrollToTop: false,
  };
  const saved = await request.put('/api/app/user/preferences', { headers: { Authorization: `Bearer ${token}` }, data: look });
  expect(saved.ok()).toBe(true);
  await page.evaluate((theme) => localStorage.setItem('riskhub.theme', JSON.stringify(theme)), look);
}

/** With SHOTS_DIR set, each page is also kept there as a full-size PNG (to look at one closely). */
function keep(mode: string, path: string, png: Buffer): void {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${mode}${path.replaceAll('/', '_')}.png`), png);
}

async function shoot(page: Page, mode: string): Promise<{ path: string; png: string }[]> {
  const shots: { path: string; png: string }[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(400); // charts' entry animations
    const png = await page.screenshot();
    keep(mode, path, png);
    shots.push({ path, png: png.toString('base64') });
  }
  return shots;
}

async function grid(page: Page, shots: { path: string; png: string }[], mode: string, file: string) {
  const dark = mode === 'dark';
  const cells = shots
    .map(
      (s) =>
        `<figure><img src="data:image/png;base64,${s.png}"><figcaption>${s.path}</figcaption></figure>`,
    )
    .join('');
  await page.setViewportSize({ width: 2200, height: 900 });
  await page.setContent(`<!doctype html><style>
    body { margin: 0; padding: 24px; background: ${dark ? '#111318' : '#eef0f4'}; font: 14px system-ui, sans-serif; color: ${dark ? '#c9ccd3' : '#333'} }
    h1 { margin: 0 0 16px; font-size: 22px }
    main { display: grid; grid-template-columns: repeat(6, 1fr); gap: 16px }
    figure { margin: 0 } img { width: 100%; display: block; border-radius: 6px; box-shadow: 0 1px 4px rgba(0,0,0,.25) }
    figcaption { margin-top: 4px; font: 12px ui-monospace, monospace }
  </style><h1>RiskHub template pages (${mode})</h1><main>${cells}</main>`);
  await page.evaluate(() => Promise.all(Array.from(document.images).map((img) => img.decode())));
  await page.screenshot({ path: out(file), fullPage: true, type: 'jpeg', quality: 80 });
}

test('template pages screenshot grid, light and dark', async ({ page, browser, request }) => {
  test.setTimeout(1_200_000);
  await signInAndWait(page, 'admin@demo.com');
  for (const mode of ['light', 'dark'] as const) {
    await applyMode(page, request, mode);
    const shots = await shoot(page, mode);
    expect(shots.length).toBe(PAGES.length);
    const canvas = await browser.newPage();
    await grid(canvas, shots, mode, `template-grid-${mode}.jpg`);
    await canvas.close();
  }
});
