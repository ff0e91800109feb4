// Issue 13: saved views and messages that lead somewhere, as a user meets
// them. On the register a filter and a hidden column are saved as a starred
// view; after a reload the top bar's bookmarks open it, and the filter and
// the hidden column come back. A plan assigned to another user raises a
// message for them that opens the plan.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAndWait } from './helpers';

test.describe.configure({ timeout: 120_000 });

const VIEW = `My high risks ${Date.now() % 100_000}`;

async function tokenOf(page: Page, email: string): Promise<string> {
  const login = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  return (await login.json()).data.token as string;
}

test('a starred view of the register opens from the top bar with its filter and hidden column', async ({ page }) => {
  await signInAndWait(page, 'admin@demo.com');
  await expect(page.getByText('Authentication successful')).toBeHidden({ timeout: 15_000 });
  await page.goto('/risk/all');
  const owner = page.getByRole('columnheader', { name: 'Owner', exact: true });
  await expect(owner).toBeVisible();

  // Filter by the net rating and hide the owner column.
  const rating = page.getByRole('textbox', { name: 'Net rating' });
  await rating.click();
  await page.getByRole('option', { name: 'High', exact: true }).click();
  await expect(page).toHaveURL(/rating=High/);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Owner', exact: true }).uncheck();
  await expect(owner).toBeHidden();
  await page.keyboard.press('Escape');
  const columns = page.getByRole('button', { name: 'Columns' });
  await expect(columns).toHaveText('1 column hidden');

  // Save it as a starred view.
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('button', { name: 'Save current view as…' }).click();
  const save = page.getByRole('dialog', { name: /^Save a view/ });
  await save.getByRole('textbox', { name: 'Name' }).fill(VIEW);
  await save.getByRole('checkbox', { name: /^Star it/ }).check();
  await save.getByRole('button', { name: 'Save view' }).click();
  await expect(save).toBeHidden();
  await expect(page.getByText(`View “${VIEW}” saved`)).toBeVisible();

  // A name used twice on the list is refused at the field.
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('button', { name: 'Save current view as…' }).click();
  await save.getByRole('textbox', { name: 'Name' }).fill(` ${VIEW.toUpperCase()} `);
  await save.getByRole('button', { name: 'Save view' }).click();
  await expect(save.getByText('You already have a view of that name on this list.')).toBeVisible();
  await save.getByRole('button', { name: 'Cancel' }).click();

  // Back to the plain register with every column, then a reload.
  await page.goto('/risk/all');
  await columns.click();
  await page.getByRole('menuitem', { name: 'Show every column' }).click();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(owner).toBeVisible();
  await expect(rating).toHaveValue('');

  // The top bar's bookmarks list the starred view beside the pages.
  await page.getByRole('button', { name: 'Bookmarks' }).click();
  const bookmarks = page.getByRole('dialog', { name: 'Bookmarks' });
  await expect(bookmarks.getByText('Saved views')).toBeVisible();
  await bookmarks.getByRole('link', { name: new RegExp(VIEW) }).click();

  await expect(page).toHaveURL(/\/risk\/all\?.*rating=High/);
  await expect(page).not.toHaveURL(/view=/);
  await expect(rating).toHaveValue('Net rating: High');
  await expect(owner).toBeHidden();
  await expect(page.getByRole('columnheader', { name: /Title/ })).toBeVisible();

  // Clean up: delete the view from its menu.
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('button', { name: `Delete ${VIEW}` }).click();
  await page.getByRole('dialog', { name: 'Delete the view?' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Views' }).click();
  await expect(page.getByRole('button', { name: `Apply the view ${VIEW}` })).toHaveCount(0);
});

test('a plan assigned to another user raises a message for them that opens the plan', async ({ page }) => {
  const admin = await tokenOf(page, 'admin@demo.com');
  const res = await page.request.post('/api/v1/action-plans', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      title: `Second supplier ${Date.now() % 100_000}`,
      priority: 'High',
      owner_id: 'usr-demo',
      start_date: '',
      due_date: '2099-01-31',
      progress: 0,
      status: 'in_progress',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const plan = (await res.json()) as { reference: string; title: string };
  const subject = `Action plan ${plan.reference} assigned to you`;

  await signInAndWait(page, 'demo@demo.com');
  await expect(page.getByText('Authentication successful')).toBeHidden({ timeout: 15_000 });
  // The message arrives through the audit bus: reload until it is there.
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: /^Messages/ }).click();
    await expect(page.getByRole('menuitem', { name: new RegExp(subject) })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: new RegExp(subject) }).click();
  const message = page.getByRole('dialog', { name: subject });
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Open the item' }).click();

  await expect(page).toHaveURL(new RegExp(`/risk/action/plan\\?q=${plan.reference}`));
  await expect(page.getByRole('row').filter({ hasText: plan.title })).toHaveCount(1);
});
