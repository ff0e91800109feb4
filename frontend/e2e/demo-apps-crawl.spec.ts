// The demo apps' routes (issue 15, ADR 0021), opened one after another as
// the admin: each renders its page under the shell (not "not found", not an
// empty main area) without a console error, an uncaught exception, a failed
// request or an /api answer of 400 or more.
import { expect, test, type Page } from '@playwright/test';
import { signInAndWait } from './helpers';

const ROUTES = [
  '/dashboard/analytics',
  '/ecommerce-dashboard',
  '/data-list/list-view',
  '/data-list/thumb-view',
  '/tables/agGrid',
  '/email/inbox',
  '/chat',
  '/todo/all',
  '/calendar',
  '/app/user/list',
  '/app/user/view?id=1',
  '/app/user/edit?id=1',
  '/pages/user/list',
  '/pages/user/view?id=1',
  '/ecommerce/shop',
  '/ecommerce/product-detail?id=1',
  '/ecommerce/wishlist',
  '/ecommerce/checkout',
] as const;

type Problem = { route: string; what: string };

function watch(page: Page, current: () => string, problems: Problem[]): void {
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push({ route: current(), what: `console: ${m.text()}` });
  });
  page.on('pageerror', (e) => problems.push({ route: current(), what: `uncaught: ${e.message}` }));
  page.on('requestfailed', (r) => {
    // A stream closed by the next navigation is not a failure.
    if (r.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push({ route: current(), what: `request failed: ${r.url()} ${r.failure()?.errorText ?? ''}` });
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && r.status() >= 400)
      problems.push({ route: current(), what: `${r.status()} ${r.request().method()} ${r.url()}` });
  });
}

test('every demo app route renders for the admin without an error', async ({ page }) => {
  test.setTimeout(180_000);
  let route = '/pages/login';
  const problems: Problem[] = [];
  watch(page, () => route, problems);
  await signInAndWait(page, 'admin@demo.com');
  for (const next of ROUTES) {
    route = next;
    await page.goto(next);
    await page.waitForLoadState('networkidle');
    const main = page.locator('main').first();
    await expect(main, next).toBeVisible();
    await expect(page.getByText(/page not found/i), next).toHaveCount(0);
    expect((await main.innerText()).trim().length, `${next} shows something`).toBeGreaterThan(20);
  }
  expect(problems).toEqual([]);
});
