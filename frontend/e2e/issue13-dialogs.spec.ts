// Issue 13: "Esc in a form with changes asks before discarding", in the
// dialogs that were plain Modals: the role, user and action plan forms. A
// change asks first (Keep editing keeps it, Discard drops it); a dialog
// opened and left untouched, even one opened with a record's values, closes
// on Escape at once.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAndWait } from './helpers';

test.describe.configure({ timeout: 90_000 });

async function escapeAsksThenDiscards(page: Page, dialog: Locator, field: Locator, typed: string) {
  const prompt = page.getByRole('dialog', { name: 'Discard your changes?' });
  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(prompt).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(field).toHaveValue(typed);

  await field.click();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(prompt).toBeHidden();
}

async function closesAtOnce(page: Page, dialog: Locator, focused: Locator) {
  await expect(dialog).toBeVisible();
  await expect(focused).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Discard your changes?' })).toBeHidden();
}

test('the role form asks before Escape discards a typed name, and closes at once untouched', async ({ page }) => {
  await signInAndWait(page, 'admin@demo.com');
  await page.goto('/settings/role');
  const open = () => page.getByRole('button', { name: 'Add role' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add role' });
  const name = dialog.getByRole('textbox', { name: /Name/ });

  await open();
  await expect(name).toBeFocused();
  await name.fill('auditor');
  await escapeAsksThenDiscards(page, dialog, name, 'auditor');

  await open();
  await expect(name).toHaveValue('');
  await closesAtOnce(page, dialog, name);
});

test('the user form opened with a generated password is not a change; a typed name is', async ({ page }) => {
  await signInAndWait(page, 'admin@demo.com');
  await page.goto('/settings/user');
  const open = () => page.getByRole('button', { name: 'Add user' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  const name = dialog.getByLabel('Full name');

  await open();
  await closesAtOnce(page, dialog, name);

  await open();
  await expect(name).toBeFocused();
  await name.fill('Robin Novak');
  await escapeAsksThenDiscards(page, dialog, name, 'Robin Novak');
});

test('an action plan opened for editing closes at once, and asks once its title changed', async ({ page }) => {
  await signInAndWait(page, 'admin@demo.com');
  await page.goto('/risk/action/plan');
  const menu = page.getByRole('button', { name: /^Actions for AP-/ }).first();
  await expect(menu).toBeVisible({ timeout: 30_000 });
  const edit = async () => {
    await menu.click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
  };
  const dialog = page.getByRole('dialog', { name: /^Edit action plan / });
  // The plan's own title field (the attachments section has a title field too).
  const title = dialog.locator('input[data-path="title"]');

  await edit();
  await expect(dialog).toBeVisible();
  await expect(title).not.toHaveValue('');
  // The values it opened with are no change.
  await title.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Discard your changes?' })).toBeHidden();

  await edit();
  const before = await title.inputValue();
  await title.fill(`${before} (draft)`);
  await escapeAsksThenDiscards(page, dialog, title, `${before} (draft)`);
});
