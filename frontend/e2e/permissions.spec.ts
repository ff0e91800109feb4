// What a staff member may see and open (spec section 6).
import { expect, test } from '@playwright/test';
import { sidebar, signInAndWait } from './helpers';

test('staff see no Incident group, no Audit Trail, and only Categories under Settings', async ({ page }) => {
  await signInAndWait(page, 'staff@demo.com');

  const nav = sidebar(page);
  await expect(nav.getByRole('group', { name: 'Risk' })).toBeVisible();
  await expect(nav.getByRole('group', { name: 'Incident' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit Trail' })).toHaveCount(0);

  const settings = nav.getByRole('group', { name: 'Settings' });
  await expect(settings.getByRole('link')).toHaveCount(1);
  await expect(settings.getByRole('link')).toHaveText('Categories');
});

test('staff opening an admin page land on not-authorized', async ({ page }) => {
  await signInAndWait(page, 'staff@demo.com');

  await page.goto('/settings/user');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('staff may open Categories under Settings, read-only', async ({ page }) => {
  await signInAndWait(page, 'staff@demo.com');

  await sidebar(page).getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/risk\/category$/);
  await expect(page.getByRole('treeitem', { name: 'Compliance' })).toBeVisible();
  // Changing the tree needs category.manage, which staff lack.
  await expect(page.getByRole('button', { name: /add category/i })).toHaveCount(0);
});
