// Screenshots for docs/screenshots (run with SCREENSHOTS=1).
import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { sidebar, signInAndWait } from './helpers';

const out = (name: string) => fileURLToPath(new URL(`../../docs/screenshots/${name}`, import.meta.url));

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');

test('login page', async ({ page }) => {
  await page.goto('/pages/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: out('login.png') });
});

test('admin dashboard', async ({ page }) => {
  await signInAndWait(page, 'admin@demo.com');
  await expect(page.getByTestId('permission-badges')).toBeVisible();
  await page.getByText('Authentication successful').waitFor({ state: 'detached', timeout: 10_000 });
  await page.screenshot({ path: out('dashboard-admin.png') });
});

test('staff sidebar', async ({ page }) => {
  await signInAndWait(page, 'staff@demo.com');
  await page.goto('/risk/all');
  await expect(sidebar(page)).toBeVisible();
  await page.screenshot({ path: out('sidebar-staff.png') });
});
