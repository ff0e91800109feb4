// Signing in and out, a wrong password, and a deep link that survives a reload.
import { expect, test } from '@playwright/test';
import { sidebar, signIn, signInAndWait } from './helpers';

test('an admin signs in, sees the dashboard and the admin menus, and signs out', async ({ page }) => {
  await signIn(page, 'admin@demo.com');

  await expect(page.getByText('Authentication successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Welcome back, .+!/ })).toBeVisible();
  await expect(page.getByTestId('user-role')).toHaveText('Admin');

  const nav = sidebar(page);
  await expect(nav.getByRole('group', { name: 'Incident' })).toBeVisible();
  await expect(nav.getByRole('group', { name: 'Settings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit Trail' })).toBeVisible();

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/pages\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  await page.goto('/risk/all');
  await expect(page).toHaveURL(/\/pages\/login$/);
});

test('a wrong password shows a warning and stays on the sign-in page', async ({ page }) => {
  await signIn(page, 'admin@demo.com', 'not-the-password');

  const alert = page.getByRole('alert').filter({ hasText: 'Email Or Password Invalid' });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('style', /warning/);
  await expect(page).toHaveURL(/\/pages\/login$/);
});

test('a deep link survives a reload when signed in', async ({ page }) => {
  await signInAndWait(page, 'admin@demo.com');

  await page.goto('/risk/all');
  await expect(page.getByRole('heading', { name: 'Risk Register', level: 1 })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/risk\/all$/);
  await expect(page.getByRole('heading', { name: 'Risk Register', level: 1 })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Risk Register' })).toHaveAttribute('aria-current', 'page');
});

test('the sign-in form flags missing fields without calling the server', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) loginCalls += 1;
  });
  await page.goto('/pages/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(2);
  expect(loginCalls).toBe(0);
});
