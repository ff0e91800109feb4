// The Content-Security-Policy as a browser applies it: signed in, the main
// screens and the framed user manual run without a single CSP violation, and
// the inline pre-paint script of index.html is allowed by its hash (light and
// dark, LTR and RTL theme settings).
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAndWait } from './helpers';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation of every document of the page, from its first script on. */
async function watchViolations(page: Page, consoleErrors: string[]): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (m) => {
    if (/content security policy/i.test(m.text())) consoleErrors.push(m.text());
  });
}

/** The violations recorded so far in the page and in its frames (the manual). */
async function violations(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const frame of page.frames()) {
    all.push(...(await frame.evaluate(() => window.__cspViolations ?? []).catch(() => [])));
  }
  return all;
}

async function firstRiskId(page: Page): Promise<string> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'admin@demo.com', password: DEMO_PASSWORD, remember: false },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await page.request.get('/api/v1/risks?per_page=1', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: string }[] }).data[0].id;
}

for (const theme of [
  { layout: 'vertical', theme: 'light', direction: 'ltr' },
  { layout: 'horizontal', theme: 'dark', direction: 'rtl' },
]) {
  test(`no screen violates the Content-Security-Policy (${theme.theme}, ${theme.direction})`, async ({ browser, baseURL }) => {
    // Eight screens and the manual, each to network idle: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(90_000);
    const context = await browser.newContext({
      storageState: {
        cookies: [],
        origins: [{ origin: new URL(baseURL!).origin, localStorage: [{ name: 'riskhub.theme', value: JSON.stringify(theme) }] }],
      },
    });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    await watchViolations(page, consoleErrors);

    const index = await page.goto('/pages/login');
    const csp = index?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The theme settings are applied (first by the pre-paint script, which must not be blocked).
    await expect(page.locator('html')).toHaveAttribute('dir', theme.direction);
    expect(await violations(page)).toEqual([]);

    await signInAndWait(page, 'admin@demo.com');
    const seen: string[] = [];
    const riskId = await firstRiskId(page);
    for (const path of ['/', '/risk/all', `/risk/risk/${riskId}`, '/risk/report', '/risk/control', '/settings/user', '/settings/roles', '/settings/logs']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      seen.push(...(await violations(page)).map((v) => `${path}: ${v}`));
    }
    // The user manual, framed by the app (its own document, same policy family).
    await page.getByRole('button', { name: 'User manual' }).click();
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'RiskHub user manual' })).toBeVisible();
    seen.push(...(await violations(page)).map((v) => `manual: ${v}`));

    expect(seen).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
}
