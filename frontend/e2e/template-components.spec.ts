// The components pages that need a real browser: the carousel (embla lays
// slides out and moves them), the navbar that folds its links behind a
// burger when its card is narrow (a container query), and toasts shown by
// the app's notifications.
import { expect } from '@playwright/test';
import { test } from './helpers';

// Signing in and loading a lazy page can be slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('the carousel moves with its arrows and reports the slide', async ({ signedInAs }) => {
  const page = await signedInAs('admin@demo.com');
  await page.goto('/components/carousel');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'With indicators' }) });
  await expect(card.getByText('Slide 1 of 5')).toBeVisible();
  await card.getByRole('button', { name: 'Next slide' }).click();
  await expect(card.getByText('Slide 2 of 5')).toBeVisible();
  await card.getByRole('button', { name: 'Previous slide' }).click();
  await expect(card.getByText('Slide 1 of 5')).toBeVisible();
});

test('the narrow navbar folds its links behind the burger', async ({ signedInAs }) => {
  const page = await signedInAs('admin@demo.com');
  await page.goto('/components/navbar');
  const card = page.getByTestId('navbar-responsive');
  const burger = card.getByRole('button', { name: 'Toggle navigation' });
  await expect(burger).toBeVisible();
  // The links of the bar itself are hidden and the folded menu is closed.
  await expect(card.getByRole('button', { name: 'Pricing' })).toHaveCount(0);
  await burger.click();
  await expect(card.getByRole('button', { name: 'Pricing' })).toHaveCount(1);
  await card.getByRole('button', { name: 'Pricing' }).click();
  await expect(card.getByText('Active link: Pricing')).toBeVisible();
  // A wide navbar shows its links without a burger.
  const wide = page.locator('section', { has: page.getByRole('heading', { name: 'Dark navbar' }) });
  await expect(wide.getByRole('button', { name: 'Toggle navigation' })).toBeHidden();
  await expect(wide.getByRole('button', { name: 'Features' }).first()).toBeVisible();
});

test('a toast button shows a notification, and a loading one turns into the result', async ({ signedInAs }) => {
  const page = await signedInAs('admin@demo.com');
  await page.goto('/components/toasts');
  await page.getByTestId('toast-colors').getByRole('button', { name: 'Warning' }).click();
  await expect(page.getByText('Warning notification')).toBeVisible();
  await page.getByRole('button', { name: 'Start upload' }).click();
  await expect(page.getByText('Please wait while the file uploads…').first()).toBeVisible();
  await expect(page.getByText('The file was uploaded.')).toBeVisible({ timeout: 5000 });
});
