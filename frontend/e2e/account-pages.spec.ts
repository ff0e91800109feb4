// The account pages against the real auth service (issue 16, ADR 23):
// register, forgot → reset with the link the server wrote to its log and to
// the account's messages (no SMTP in the e2e run), sign in with the new password; the lock screen
// survives a reload and unlocks with the password. scripts/e2e.sh starts the
// server with ALLOW_REGISTRATION=true and passes its log as E2E_SERVER_LOG.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { signIn, test } from './helpers';

/** The newest reset link's token the server logged for `email`. */
async function resetTokenFromLog(email: string): Promise<string> {
  const log = process.env.E2E_SERVER_LOG;
  if (!log) throw new Error('E2E_SERVER_LOG is not set (run through scripts/e2e.sh)');
  const pattern = new RegExp(`password reset link for ${email.replace(/[.+]/g, '\\$&')}: \\S*token=([A-Za-z0-9_-]+)`, 'g');
  let token: string | undefined;
  await expect
    .poll(() => {
      token = [...readFileSync(log, 'utf8').matchAll(pattern)].at(-1)?.[1];
      return token;
    })
    .toBeTruthy();
  return token as string;
}

async function fillNewPassword(page: Page, password: string) {
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm new password/).fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

test('register, forget the password, reset it with the link once, sign in with the new one', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = `e2e.${Date.now()}@example.com`;
  const context = await browser.newContext();
  const page = await context.newPage();

  await page.goto('/pages/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/pages\/register$/);
  // The spec's message for a missing name.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await page.getByLabel(/^Full name/).fill('Erin Example');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('First-pass-123');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Welcome, Erin Example! Your account is ready.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/pages\/register/);
  await context.close();

  // A second registration with the same email: the spec's message under the field.
  const guest = await browser.newContext();
  const again = await guest.newPage();
  await again.goto('/pages/register');
  await again.getByLabel(/^Full name/).fill('Someone Else');
  await again.getByLabel(/^Email/).fill(email);
  await again.getByLabel(/^Password/).fill('Other-pass-123');
  await again.getByRole('button', { name: 'Sign up' }).click();
  await expect(again.getByText('This email is already in use.')).toBeVisible();

  // Forgot password → the link from the server log → a new password.
  await again.goto('/pages/login');
  await again.getByRole('link', { name: 'Forgot password?' }).click();
  await again.getByLabel(/^Email/).fill(email);
  await again.getByRole('button', { name: 'Send reset link' }).click();
  await expect(again.getByText('Check your mailbox')).toBeVisible();
  const token = await resetTokenFromLog(email);

  await again.goto(`/pages/reset-password?token=${token}`);
  await fillNewPassword(again, 'Second-pass-456');
  await expect(again).toHaveURL(/\/pages\/login$/);
  await expect(again.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();

  // The link works once.
  await again.goto(`/pages/reset-password?token=${token}`);
  await fillNewPassword(again, 'Third-pass-789');
  await expect(again.getByText('This link does not work')).toBeVisible();

  await signIn(again, email, 'Second-pass-456');
  await expect(again.getByText('Authentication successful')).toBeVisible();
  // Without a mail server the link also went to the account's own messages.
  await again.goto('/user/messages');
  await expect(again.getByText('Reset your password').first()).toBeVisible();
  await guest.close();
});

test('the lock screen holds the session until the password unlocks it, across a reload', async ({ signedInAs }) => {
  test.setTimeout(120_000);
  const page = await signedInAs('staff@demo.com');
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Lock screen' }).click();
  await expect(page).toHaveURL(/\/pages\/lock-screen/);
  const password = page.getByLabel(/^Password/);
  await expect(password).toBeVisible();

  // Reload: still locked. Elsewhere: the server's 423 sends the app back here.
  await page.reload();
  await expect(page.getByLabel(/^Password/)).toBeVisible();
  await page.goto('/risk/all');
  await expect(page).toHaveURL(/\/pages\/lock-screen/);
  await expect(page.getByLabel(/^Password/)).toBeVisible();

  await page.getByLabel(/^Password/).fill('Not-the-password');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Wrong password')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/lock-screen/);

  await page.getByLabel(/^Password/).fill('Demo-1234');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page).toHaveURL(/\/risk\/all$/);
});
