// Issue 13, item 8 ("defaults that flatter"), as an editor meets it: a new
// control starts unrated (nothing reads "Excellent" until someone rates it),
// and completing an activity needs an outcome chosen and evidence written.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAndWait } from './helpers';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const TITLE = `Unrated by default ${Date.now() % 1_000_000}`;

async function tokenOf(page: Page, email: string): Promise<string> {
  const login = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  return (await login.json()).data.token as string;
}

test.afterAll(async ({ browser }) => {
  // Leave the register as the next spec expects it.
  const page = await browser.newPage();
  const admin = await tokenOf(page, 'admin@demo.com');
  const auth = { Authorization: `Bearer ${admin}` };
  const res = await page.request.get(`/api/v1/controls?per_page=10&q=${encodeURIComponent(TITLE)}`, { headers: auth });
  for (const c of ((await res.json()).data ?? []) as { id: string; version: number }[]) {
    await page.request.delete(`/api/v1/controls/${c.id}?version=${c.version}`, { headers: auth });
  }
  await page.close();
});

test('a new control starts unrated and is not saved until both ratings are chosen', async ({ page }) => {
  await signInAndWait(page, 'editor@demo.com');
  await expect(page.getByText('Authentication successful')).toBeHidden();
  await page.goto('/risk/control');
  await page.getByRole('button', { name: 'Add control' }).click();
  const dialog = page.getByRole('dialog');
  const adequacy = dialog.getByLabel(/^Adequacy/);
  const effectiveness = dialog.getByLabel(/^Effectiveness/);
  await expect(adequacy).toHaveValue('');
  await expect(effectiveness).toHaveValue('');
  await expect(adequacy).toHaveAttribute('placeholder', 'Rate it');

  await dialog.getByLabel(/^Title/).fill(TITLE);
  await dialog.getByRole('button', { name: 'Add control' }).click();
  await expect(dialog).toBeVisible();
  await expect(adequacy).toHaveAttribute('aria-invalid', 'true');
  await expect(effectiveness).toHaveAttribute('aria-invalid', 'true');

  await adequacy.click();
  await page.getByRole('option').nth(1).click();
  await effectiveness.click();
  await page.getByRole('option').nth(1).click();
  await dialog.getByRole('button', { name: 'Add control' }).click();
  await expect(dialog).toBeHidden();
});

test('completing an activity asks for the outcome and the evidence; nothing is pre-selected', async ({ page }) => {
  await signInAndWait(page, 'editor@demo.com');
  await expect(page.getByText('Authentication successful')).toBeHidden();
  const token = await tokenOf(page, 'editor@demo.com');
  const res = await page.request.get('/api/v1/control-activities?per_page=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const open = ((await res.json()).data as { name: string; control_id: string; status: string }[]).find(
    (a) => a.status !== 'complete',
  );
  expect(open, 'the demo has an open activity').toBeTruthy();
  await page.goto(`/risk/control/${open!.control_id}`);
  await page.getByRole('button', { name: `Complete ${open!.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'Complied' })).not.toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Breached' })).not.toBeChecked();

  // Neither chosen: refused on the screen.
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Choose the outcome.')).toBeVisible();

  // An outcome without evidence: still refused.
  await dialog.getByRole('radio', { name: 'Complied' }).check();
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Evidence/ })).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByRole('textbox', { name: /Evidence/ }).fill('Sampled 25 payments; approvals on file in ticket FIN-1042.');
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${open!.name} completed`)).toBeVisible();
});
