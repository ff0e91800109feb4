// Issue 13, items 5 and 6, against the real server (run with
// ./scripts/e2e.sh e2e/issue13-layout-roles.spec.ts from the repository root):
// at a 1,100 px window the action plans, controls and register tables fit
// their card, the row menu and the Overdue flag are on screen and titles wrap
// instead of being cut; the editor is not offered the Admin role and cannot
// open their own role (or an administrator's account) for editing.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAndWait } from './helpers';

const WIDTH = 1100;

test.use({ viewport: { width: WIDTH, height: 800 } });
// Sign-in and a few pages per test: room for a busy machine.
test.setTimeout(90_000);

/** The card that holds the page's list table. */
function listCard(page: Page): Locator {
  return page.locator('.mantine-Card-root').filter({ has: page.locator('table') });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'element has a box').not.toBeNull();
  return found!;
}

/** The table ends inside its card: nothing to scroll sideways for. */
async function expectTableWithinCard(page: Page): Promise<void> {
  const card = await box(listCard(page));
  const table = await box(listCard(page).locator('table'));
  expect(table.x + table.width).toBeLessThanOrEqual(card.x + card.width + 1);
}

/** Lies horizontally inside the window. */
async function expectOnScreen(locator: Locator): Promise<void> {
  const found = await box(locator);
  expect(found.x).toBeGreaterThanOrEqual(0);
  expect(found.x + found.width).toBeLessThanOrEqual(WIDTH);
}

/** Every title in `titles` shows all its words: neither clamped nor cut. The
 * titles are the third cells: the first is the bulk selection's checkbox. */
async function expectTitlesWhole(titles: Locator): Promise<void> {
  const cut = await titles.evaluateAll((elements) =>
    elements
      .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent),
  );
  expect(cut).toEqual([]);
  // And no column is so narrow that a title of several words stands two to a line.
  const words = await titles.evaluateAll((elements) => {
    const longest = elements.reduce((a, b) => ((b.textContent ?? '').length > (a.textContent ?? '').length ? b : a));
    const lineHeight = parseFloat(getComputedStyle(longest).lineHeight);
    const lines = Math.round(longest.getBoundingClientRect().height / lineHeight);
    return (longest.textContent ?? '').trim().split(/\s+/).length / lines;
  });
  expect(words).toBeGreaterThan(2);
}

test.describe('lists at 1,100 px', { tag: '@server' }, () => {
  test.beforeEach(async ({ page }) => {
    await signInAndWait(page, 'editor@demo.com');
  });

  test('action plans fit their card; the row menu and the Overdue flag are on screen', async ({ page }) => {
    await page.goto('/risk/action/plan');
    const rows = page.getByTestId('plan-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await expectTableWithinCard(page);
    await expectOnScreen(rows.first().getByRole('button', { name: /^Actions for AP-/ }));
    await expectTitlesWhole(rows.locator('td:nth-child(3) > p:first-child'));

    await page.goto('/risk/action/plan?overdue=true');
    await expect(page.getByRole('switch', { name: 'Overdue only' })).toBeChecked();
    const flags = page.getByTestId('overdue-flag');
    await expect(flags.first()).toBeVisible();
    for (const flag of await flags.all()) await expectOnScreen(flag);
    await expectTableWithinCard(page);

    // The menu opens and offers the edit (the only way to change progress).
    await rows.first().getByRole('button', { name: /^Actions for AP-/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  });

  test('action plans fit in Portuguese too', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('riskhub.language', 'pt'));
    await page.goto('/risk/action/plan');
    const rows = page.getByTestId('plan-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Planos de ação' })).toBeVisible();
    await expectTableWithinCard(page);
    await expectOnScreen(rows.first().locator('td:last-child button'));
    await expectTitlesWhole(rows.locator('td:nth-child(3) > p:first-child'));
    await page.evaluate(() => localStorage.setItem('riskhub.language', 'en'));
  });

  test('controls fit their card and their row menu is on screen', async ({ page }) => {
    await page.goto('/risk/control');
    const rows = page.getByTestId('control-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await expectTableWithinCard(page);
    await expectOnScreen(rows.first().getByRole('button', { name: /^Actions for C-/ }));
    await expectTitlesWhole(rows.locator('td:nth-child(3) a'));
  });

  test('the register fits its card', async ({ page }) => {
    await page.goto('/risk/all');
    const rows = page.getByTestId('risk-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await expectTableWithinCard(page);
    await expectOnScreen(rows.first().locator('td:visible').last());
    await expectTitlesWhole(rows.locator('td:nth-child(3) a'));
  });
});

test.describe('the editor is offered only what the server accepts', { tag: '@server' }, () => {
  test.beforeEach(async ({ page }) => {
    await signInAndWait(page, 'editor@demo.com');
  });

  test('adding a user offers every role but Admin, and says why', async ({ page }) => {
    await page.goto('/settings/user');
    await page.getByRole('button', { name: 'Add user' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByRole('textbox', { name: 'Role' }).click();
    const options = page.getByRole('option');
    await expect(options.filter({ hasText: /^Staff$/ })).toHaveCount(1);
    await expect(options.filter({ hasText: /^Editor$/ })).toHaveCount(1);
    await expect(options.filter({ hasText: /^Admin$/ })).toHaveCount(0);
    await expect(dialog.getByText('Only an administrator can give the Admin role.')).toBeVisible();
  });

  test('the editor cannot open their own role, nor change their own role or an admin account', async ({ page }) => {
    await page.goto('/settings/role');
    await expect(page.getByRole('button', { name: 'Edit role Staff' })).toBeEnabled();
    const own = page.getByRole('button', { name: 'Edit role Editor' });
    await expect(own).toBeDisabled();
    await own.hover();
    await expect(page.getByRole('tooltip')).toHaveText('This is your own role: only an administrator can change it.');

    await page.goto('/settings/user');
    const me = page.getByTestId('user-row').filter({ hasText: 'editor@demo.com' });
    await me.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit user' });
    await expect(dialog.getByRole('textbox', { name: 'Role' })).toBeDisabled();
    await expect(dialog.getByText('You cannot change your own role; ask an administrator.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const admin = page.getByTestId('user-row').filter({ hasText: 'admin@demo.com' });
    await expect(admin.getByRole('button', { name: /^Edit / })).toBeDisabled();
  });

});

test('an administrator is still offered the Admin role and edits the roles', { tag: '@server' }, async ({ page }) => {
  await signInAndWait(page, 'admin@demo.com');
  await page.goto('/settings/user');
  await page.getByRole('button', { name: 'Add user' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await expect(dialog.getByText('Only an administrator can give the Admin role.')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Role' }).click();
  await expect(page.getByRole('option', { name: 'Admin', exact: true })).toHaveCount(1);

  await page.goto('/settings/role');
  await expect(page.getByRole('button', { name: 'Edit role Admin' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Edit role Editor' })).toBeEnabled();
});
