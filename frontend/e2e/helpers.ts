// Shared steps for the end-to-end specs, written as a user acts.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-1234';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/pages/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signInAndWait(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page.getByText('Authentication successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/**
 * `test` with `signedInAs(email)`: a browser context of that user's own,
 * signed in. The worker's browser outlives the test, so the contexts are
 * closed when it ends; left open, their pages would keep polling and holding
 * live streams through every later spec.
 */
export const test = base.extend<{ signedInAs: (email: string) => Promise<Page> }>({
  signedInAs: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (email) => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      await signInAndWait(page, email);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/**
 * Composes a mail from the open mail app and sends it; returns the compose
 * dialog (hidden once the mail is sent).
 */
export async function sendMail(page: Page, to: string, subject: string, message: string) {
  await page.getByRole('button', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  const recipient = dialog.getByRole('textbox', { name: 'To' });
  await recipient.fill(to);
  await recipient.press('Enter');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Mail sent to 1 mailbox.')).toBeVisible();
  return dialog;
}
