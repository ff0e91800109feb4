// The data list and the contacts grid as a user works them: add a product
// (the 'Required' tags first), edit it (its popularity bar changes colour),
// find it in the thumbnail view, delete it; then filter the contacts grid.
// The catalogue is shared: the product this test adds it also removes.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { sidebar, signInAndWait } from './helpers';

// Sign-in, a drawer twice and ag-Grid on a loaded 2-core machine.
test.setTimeout(180_000);
// A lazily loaded route (ag-Grid is large) can take a while under that load.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Removes products named `name` through the API (when the test stopped half-way). */
async function removeLeftovers(page: Page, name: string): Promise<void> {
  await page.evaluate(async (productName) => {
    const token = document.cookie
      .split('; ')
      .find((c) => c.startsWith('AuthToken='))
      ?.slice('AuthToken='.length);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const all = (await (await fetch('/api/datalist/initial-data', { headers })).json()) as { id: number; name: string }[];
    const ids = all.filter((p) => p.name === productName).map((p) => p.id);
    if (ids.length > 0) {
      await fetch('/api/datalist/delete-selected', { method: 'POST', headers, body: JSON.stringify({ arr: ids }) });
    }
  }, name);
}

test('a product is added, edited, seen as a card and deleted; the contacts grid filters', async ({ page }) => {
  const name = `Trail Watch ${Date.now()}`;
  await signInAndWait(page, 'admin@demo.com');
  try {
    await sidebar(page).getByRole('link', { name: 'Data List' }).click();
    await expect(page).toHaveURL(/\/data-list\/list-view$/);
    await expect(page.getByTestId('product-row')).toHaveCount(10);

    // Add: name and price are missing until filled in.
    await page.getByTestId('product-add').click();
    const addDrawer = page.getByRole('dialog', { name: 'Add a product' });
    await addDrawer.getByTestId('product-save').click();
    await expect(addDrawer.getByTestId('required-tag')).toHaveCount(2);
    await addDrawer.getByRole('textbox', { name: /Name/ }).fill(name);
    await addDrawer.getByRole('textbox', { name: /Price/ }).fill('129.90');
    await addDrawer.getByRole('textbox', { name: /Popularity/ }).fill('80');
    await expect(addDrawer.getByTestId('required-tag')).toHaveCount(0);
    await addDrawer.getByTestId('product-save').click();
    await expect(page.getByText(new RegExp(`“${name}” was added as #\\d+`))).toBeVisible();
    await expect(addDrawer).toBeHidden();

    // The newest goes first; popularity 80 is a success bar.
    const row = page.getByTestId('product-row').first();
    await expect(row).toContainText(name);
    await expect(row).toContainText('$129.90');
    await expect(row.getByTestId('popularity-bar')).toHaveAttribute('data-color', 'success');

    // Edit: popularity 40 is a warning bar, the new price is shown.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const editDrawer = page.getByRole('dialog', { name: /Edit product #\d+/ });
    await expect(editDrawer.getByRole('textbox', { name: /Name/ })).toHaveValue(name);
    await editDrawer.getByRole('textbox', { name: /Popularity/ }).fill('40');
    await editDrawer.getByRole('textbox', { name: /Price/ }).fill('99.5');
    await editDrawer.getByTestId('product-save').click();
    await expect(page.getByText(`“${name}” was saved.`)).toBeVisible();
    await expect(row.getByTestId('popularity-bar')).toHaveAttribute('data-color', 'warning');
    await expect(row).toContainText('$99.5');

    // The thumbnail view shows the same product as a card with its picture.
    await page.getByText('Thumbnails', { exact: true }).click();
    await expect(page).toHaveURL(/\/data-list\/thumb-view/);
    const card = page.getByTestId('product-card').first();
    await expect(card).toContainText(name);
    await expect(card.getByRole('img', { name })).toBeVisible();

    // Delete it after a confirmation; the search then finds nothing.
    await page.getByTestId('product-search').fill(name);
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete this product?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`“${name}” was deleted.`)).toBeVisible();
    await expect(page.getByText(`No product matches “${name}”`)).toBeVisible();
  } finally {
    await removeLeftovers(page, name);
  }

  // The contacts grid: 200 rows, a quick filter narrows them.
  await sidebar(page).getByRole('link', { name: 'Contacts Grid' }).click();
  await expect(page).toHaveURL(/\/tables\/agGrid$/);
  await expect(page.getByTestId('contacts-count')).toHaveText('200 contacts');
  await page.getByTestId('contacts-quick-filter').fill('Kowalski');
  await expect(page.getByTestId('contacts-count')).toHaveText('10 contacts');
  const grid = page.getByTestId('contacts-grid');
  await expect(grid.getByRole('gridcell', { name: 'Kowalski', exact: true })).toHaveCount(10);
  await expect(grid.getByRole('gridcell', { name: 'Smith', exact: true })).toHaveCount(0);
});
