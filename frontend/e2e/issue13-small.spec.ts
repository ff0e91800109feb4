// Issue 13, item 10 ("Small ones"), as a user meets them: Esc in a form with
// changes asks first; the Roles Matrix keeps its header row in view and the
// scroll-to-top button clear of "Save changes"; the rating filter says which
// rating it is; the dashboard says how many inactive risks its heat map
// leaves out; Create New Risk is only in the menu of those who may create.
import { expect, test, type Locator } from '@playwright/test';
import { sidebar, signInAndWait } from './helpers';

// Sign-ins and the matrix's save take a while on a busy host.
test.describe.configure({ timeout: 60_000 });

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test('Escape in a category form with a typed name asks before discarding it', async ({ page }) => {
  await signInAndWait(page, 'admin@demo.com');
  await page.goto('/risk/category');
  await page.getByRole('button', { name: 'Add category' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add category' });
  const name = form.getByRole('textbox', { name: /Name/ });
  await name.fill('Supplier continuity');

  await page.keyboard.press('Escape');
  const prompt = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(prompt).toBeHidden();
  await expect(name).toHaveValue('Supplier continuity');

  await name.click();
  await page.keyboard.press('Escape');
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(form).toBeHidden();

  // An untouched form closes at once.
  await page.getByRole('button', { name: 'Add category' }).first().click();
  await expect(form).toBeVisible();
  // The dialog takes Escape once its focus trap holds the name field.
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(prompt).toBeHidden();
});

test('the Roles Matrix keeps its header row in view and the scroll-to-top button off "Save changes"', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 640 });
  await signInAndWait(page, 'admin@demo.com');
  await page.goto('/settings/roles');
  const staffHead = page.getByRole('columnheader', { name: /Staff/ });
  await expect(staffHead).toBeVisible();

  // Read down to the last permission: the roles' header row stays in view.
  const lastRow = page.getByRole('row').last();
  await lastRow.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(lastRow).toBeInViewport();
  await expect(staffHead).toBeInViewport();
  const head = await box(staffHead);
  const last = await box(lastRow);
  expect(head.y).toBeLessThan(last.y);

  // A change brings the save bar; scrolled down (a low window, so that the
  // page scrolls past the button's threshold), the scroll-to-top button
  // shows above the bar, not over "Save changes".
  await page.getByRole('checkbox', { name: 'Staff: View risks' }).uncheck();
  const save = page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save changes' });
  await expect(save).toBeVisible();
  await page.setViewportSize({ width: 1100, height: 420 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const up = page.getByRole('button', { name: 'Scroll to top' });
  await expect(up).toBeVisible();
  await expect(save).toBeInViewport();
  // Let the button's slide-in settle before measuring.
  await page.waitForTimeout(400);
  expect(overlaps(await box(up), await box(save))).toBe(false);
  await save.click({ trial: true });
});

test('the register\'s rating filter says it is the net rating once set', async ({ page }) => {
  await signInAndWait(page, 'admin@demo.com');
  await page.goto('/risk/all');
  const rating = page.getByRole('textbox', { name: 'Net rating' });
  await rating.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.getByRole('listbox').getByRole('option', { name: 'High', exact: true }).click();
  await expect(rating).toHaveValue('Net rating: High');
  await expect(page).toHaveURL(/rating=High/);
});

test('the dashboard says how many inactive risks its heat map leaves out', async ({ page }) => {
  await signInAndWait(page, 'admin@demo.com');
  const note = page.getByTestId('net-heat-map').getByTestId('inactive-left-out');
  await expect(note).toHaveText(/^\d+ of \d+ risks; \d+ inactive ones? left out$/);
  const [shown, total, left] = ((await note.textContent()) ?? '').match(/\d+/g)!.map(Number);
  expect(shown! + left!).toBe(total);
});

test('Create New Risk is in the menu only for those who may create risks', async ({ browser }) => {
  const reader = await (await browser.newContext()).newPage();
  await signInAndWait(reader, 'demo@demo.com');
  await expect(sidebar(reader).getByRole('link', { name: 'Risk Register' })).toBeVisible();
  await expect(sidebar(reader).getByRole('link', { name: 'Create New Risk' })).toHaveCount(0);
  await reader.goto('/risk/risk/wizard');
  await expect(reader).toHaveURL(/\/misc\/not-authorized$/);

  const staff = await (await browser.newContext()).newPage();
  await signInAndWait(staff, 'staff@demo.com');
  await expect(sidebar(staff).getByRole('link', { name: 'Create New Risk' })).toBeVisible();
  // The browser outlives the test: its contexts would keep polling through the later specs.
  await reader.context().close();
  await staff.context().close();
});
