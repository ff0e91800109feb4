// The bulk import of risks end to end (issue 13), against the real server:
// an XLSX with errors shows every problem in the dry run and writes nothing;
// a clean one imports every row, each in the register (and audited: the
// server's tests count the events). The files are e2e/fixtures/*.xlsx
// (written by e2e/fixtures/make-import-xlsx.py).
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, signInAndWait } from './helpers';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => path.join(here, 'fixtures', name);

async function openImport(page: Page) {
  await page.goto('/risk/all');
  // The sign-in toast sits over the page header's buttons until it goes.
  await expect(page.getByText('Authentication successful')).toBeHidden({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import risks from a spreadsheet' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function tokenOf(page: Page, email: string): Promise<string> {
  const login = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  return (await login.json()).data.token as string;
}

/** The register's total for a search, asked of the API as the editor. */
async function registerTotal(page: Page, search: string): Promise<number> {
  const token = await tokenOf(page, 'editor@demo.com');
  const res = await page.request.get(`/api/v1/risks?per_page=1&q=${encodeURIComponent(search)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).total as number;
}

/** Deletes the risks a test imported (as the admin), so later specs find the register as seeded. */
async function deleteImported(page: Page, search: string): Promise<void> {
  const token = await tokenOf(page, 'admin@demo.com');
  const headers = { Authorization: `Bearer ${token}` };
  const res = await page.request.get(`/api/v1/risks?per_page=100&q=${encodeURIComponent(search)}`, { headers });
  for (const risk of (await res.json()).data as { id: string; version: number }[]) {
    const gone = await page.request.delete(`/api/v1/risks/${risk.id}?version=${risk.version}`, { headers });
    expect(gone.ok()).toBe(true);
  }
}

test('an XLSX with errors shows them all in the dry run and writes nothing', async ({ page }) => {
  await signInAndWait(page, 'editor@demo.com');
  const dialog = await openImport(page);
  await page.locator('input[type="file"]').setInputFiles(fixture('risks-with-errors.xlsx'));
  await dialog.getByRole('button', { name: 'Check file' }).click();

  const problems = dialog.getByTestId('import-problem');
  await expect(problems.first()).toBeVisible();
  // Line 3: no title, unknown category and owner, likelihood 9, impact "high"; line 4: response "dance".
  expect(await problems.count()).toBeGreaterThanOrEqual(6);
  await expect(dialog.getByRole('alert')).toContainText('6 problems in 2 rows');
  await expect(dialog.getByRole('alert')).toContainText('Nothing was written');
  const rows = await problems.allTextContents();
  expect(rows.some((r) => r.startsWith('3') && r.includes('Category'))).toBe(true);
  expect(rows.some((r) => r.startsWith('3') && r.includes('Owner email'))).toBe(true);
  expect(rows.some((r) => r.startsWith('4') && r.includes('Response'))).toBe(true);
  expect(rows.some((r) => r.startsWith('2'))).toBe(false);
  await expect(dialog.getByRole('button', { name: /^Import \d+ risks?$/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await registerTotal(page, 'Card processor outage')).toBe(0);
});

test('a clean XLSX imports every row, with progress, into the register', async ({ page }) => {
  await signInAndWait(page, 'editor@demo.com');
  const before = await registerTotal(page, 'Imported in the browser');
  const dialog = await openImport(page);
  await page.locator('input[type="file"]').setInputFiles(fixture('risks-clean.xlsx'));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByTestId('import-ready')).toHaveText('40 rows are ready to import.');
  await dialog.getByRole('button', { name: 'Import 40 risks' }).click();
  await expect(page.getByText('40 risks imported.')).toBeVisible({ timeout: 45_000 });
  expect(await registerTotal(page, 'Imported in the browser')).toBe(before + 40);
  await deleteImported(page, 'Imported in the browser');
  expect(await registerTotal(page, 'Imported in the browser')).toBe(0);
});
