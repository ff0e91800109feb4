// The users app and the shop as a user works them: filter the users, open
// one, edit a field and save (then put it back: the sample people are
// shared); put a product in the cart (its stock shown), check out through
// the address and payment steps, and find the order in the list.
import { expect, type Page } from '@playwright/test';
import { sidebar, test } from './helpers';

// Long walks on a shared, loaded machine: a bound on a hang, not a speed check.
test.describe.configure({ timeout: 120_000 });

async function saveCompany(page: Page, company: string) {
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/user\/edit\?id=\d+$/);
  const field = page.getByRole('textbox', { name: /Company/ });
  await field.fill('');
  await expect(page.getByTestId('required-tag')).toBeVisible();
  await field.fill(company);
  await expect(page.getByTestId('required-tag')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/app\/user\/view\?id=\d+$/);
  await expect(page.getByTestId('user-profile')).toContainText(company);
}

test('users are filtered, one is opened, edited and saved', async ({ signedInAs }) => {
  const page = await signedInAs('admin@demo.com');
  await sidebar(page).locator('a[href="/app/user/list"]').click();
  await expect(page).toHaveURL(/\/app\/user\/list$/);
  await expect(page.getByTestId('demo-user-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('list-summary')).toContainText('of 50');

  // Filter: only blocked users, every row says so, the URL keeps it.
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Blocked' }).click();
  await expect(page).toHaveURL(/status=blocked/);
  const rows = page.getByTestId('demo-user-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('list-summary')).not.toContainText('of 50');
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await expect(rows.nth(i).locator('[data-status]')).toHaveAttribute('data-status', 'blocked');

  // Open the first: its profile with the permissions table.
  const name = (await rows.first().getByRole('link').first().textContent())?.trim() ?? '';
  await rows.first().getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/app\/user\/view\?id=\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('permissions-table')).toBeVisible();
  const before = (await page.getByText(/@\S+ · /).first().textContent()) ?? '';
  const original = before.split(' · ')[1]?.trim() ?? '';
  expect(original).not.toBe('');

  // Edit the company, save, see it; then put it back.
  await saveCompany(page, `E2E Holdings ${Date.now()}`);
  await saveCompany(page, original);
});

test('a product goes to the cart and is ordered through checkout', async ({ signedInAs }) => {
  const page = await signedInAs('editor@demo.com');
  await sidebar(page).locator('a[href="/ecommerce/shop"]').click();
  await expect(page).toHaveURL(/\/ecommerce\/shop$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 });

  // Search, then add the product to the cart.
  await page.getByRole('searchbox', { name: 'Search' }).fill('Fenix');
  await expect(page).toHaveURL(/q=Fenix/);
  const card = page.getByTestId('product-card').filter({ hasText: 'Fenix 7' });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('stock-badge')).toHaveText(/In stock|Only \d+ left/);
  await card.getByRole('button', { name: 'Add Fenix 7 to the cart' }).click();
  await expect(card.getByRole('button', { name: 'Add Fenix 7 to the cart' })).toContainText('In cart');

  // Checkout: the cart holds it; the address step asks for its fields.
  await page.getByTestId('cart-button').click();
  await expect(page).toHaveURL(/\/ecommerce\/checkout$/);
  const line = page.getByTestId('cart-line').filter({ hasText: 'Fenix 7' });
  await expect(line.getByTestId('stock-badge')).toBeVisible();
  await page.getByTestId('to-address').click();
  await page.getByTestId('to-payment').click();
  await expect(page.getByTestId('required-tag').first()).toBeVisible();
  await page.getByRole('textbox', { name: /Full name/ }).fill('Edith Editor');
  await page.getByRole('textbox', { name: /Mobile number/ }).fill('+44 20 7946 0000');
  await page.getByRole('textbox', { name: /Flat, house/ }).fill('12 Analytical Row');
  await page.getByRole('textbox', { name: /Town/ }).fill('London');
  await page.getByRole('textbox', { name: /Post code/ }).fill('N1 9GU');
  await page.getByRole('textbox', { name: /State/ }).fill('England');
  await expect(page.getByTestId('required-tag')).toHaveCount(0);
  await page.getByTestId('to-payment').click();

  // Payment, then the confirmation with the server's total; the cart is empty.
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  const total = (await page.getByTestId('order-total').textContent())?.trim() ?? '';
  await page.getByTestId('place-order').click();
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation).toContainText('Thank you, your order is placed!');
  await expect(confirmation.getByTestId('order-total')).toHaveText(total);

  // The order heads the list of orders; back in the shop the cart is empty.
  const order = page.getByTestId('order-row').first();
  await expect(order).toContainText('Fenix 7');
  await expect(order).toContainText(total);
  await expect(order).toContainText('Cash on delivery');
  await confirmation.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/ecommerce\/shop$/);
  await expect(page.getByTestId('cart-button')).toContainText('Cart (0)');
});
