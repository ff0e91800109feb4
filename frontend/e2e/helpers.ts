// Shared steps for the end-to-end specs, written as a user acts.
import { expect, type Page } from '@playwright/test';

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
