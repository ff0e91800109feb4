// The bulk import of controls end to end (issue 13), against the real server,
// from the Controls page: an XLSX with errors shows every problem in the dry
// run and writes nothing; a clean one imports every row (upload progress, then
// "importing N controls") and the new controls are listed. The controls it
// imported are deleted afterwards: the specs share one server. Files:
// e2e/fixtures/controls-*.xlsx (written by e2e/fixtures/make-import-xlsx.py).
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, signInAndWait } from './helpers';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => path.join(here, 'fixtures', name);

async function openImport(page: Page) {
  await page.goto('/risk/control');
  // The sign-in toast sits over the page header's buttons until it goes.
  await expect(page.getByText('Authentication successful')).toBeHidden({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import controls from a spreadsheet' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function authHeaders(page: Page, email: string): Promise<Record<string, string>> {
  const login = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  return { Authorization: `Bearer ${(await login.json()).data.token as string}` };
}

type Listed = { id: string; version: number; title: string };

/** The controls matching a search, asked of the API as the editor. */
async function controls(page: Page, search = ''): Promise<{ total: number; data: Listed[] }> {
  const res = await page.request.get(`/api/v1/controls?per_page=100&q=${encodeURIComponent(search)}`, {
    headers: await authHeaders(page, 'editor@demo.com'),
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { total: number; data: Listed[] };
}

/** Deletes the controls a test imported (as the admin), so later specs find the library as seeded. */
async function deleteImported(page: Page, search: string): Promise<void> {
  const headers = await authHeaders(page, 'admin@demo.com');
  for (const control of (await controls(page, search)).data) {
    const gone = await page.request.delete(`/api/v1/controls/${control.id}?version=${control.version}`, { headers });
    expect(gone.ok()).toBe(true);
  }
}

test('an XLSX of controls with errors shows them all in the dry run and writes nothing', async ({ page }) => {
  await signInAndWait(page, 'editor@demo.com');
  const before = (await controls(page)).total;
  const dialog = await openImport(page);
  // Controls have no approval step to ask for.
  await expect(dialog.getByRole('switch')).toHaveCount(0);
  await page.locator('input[type="file"]').setInputFiles(fixture('controls-with-errors.xlsx'));
  await dialog.getByRole('button', { name: 'Check file' }).click();

  const problems = dialog.getByTestId('import-problem');
  await expect(problems.first()).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('10 problems in 2 rows');
  await expect(dialog.getByRole('alert')).toContainText('Nothing was written');
  const rows = await problems.allTextContents();
  expect(rows).toHaveLength(10);
  for (const column of ['Title', 'Intention', 'Criticality', 'Owner', 'Function', 'Adequacy', 'Effectiveness', 'Linked risks']) {
    expect(rows.some((r) => r.startsWith(`3${column}`)), `line 3 ${column} in ${rows.join(' | ')}`).toBe(true);
  }
  expect(rows).toContain('3AdequacyRequired');
  expect(rows.some((r) => r.startsWith('3Linked risks') && r.includes('R-9999'))).toBe(true);
  expect(rows.some((r) => r.startsWith('4State'))).toBe(true);
  expect(rows.some((r) => r.startsWith('4Adequacy'))).toBe(true);
  expect(rows.some((r) => r.startsWith('2'))).toBe(false);
  await expect(dialog.getByRole('button', { name: /^Import \d+ controls?$/ })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('control-import-errors.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await controls(page)).total).toBe(before);
  expect((await controls(page, 'Browser badge review')).total).toBe(0);
});

test('a clean XLSX of controls imports every row, with progress, and lists them', async ({ page }) => {
  await signInAndWait(page, 'editor@demo.com');
  const before = (await controls(page)).total;
  const dialog = await openImport(page);
  await page.locator('input[type="file"]').setInputFiles(fixture('controls-clean.xlsx'));
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByTestId('import-ready')).toHaveText('25 rows are ready to import.');
  // Every state the progress goes through, recorded as the page shows it.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="import-progress"]')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await dialog.getByRole('button', { name: 'Import 25 controls' }).click();
  await expect(page.getByText('25 controls imported.')).toBeVisible({ timeout: 45_000 });
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(seen, seen.join(' | ')).toContain('Importing 25 controls…');

  const imported = await controls(page, 'Browser-imported control');
  expect(imported.total).toBe(25);
  expect((await controls(page)).total).toBe(before + 25);
  // The list on screen shows them.
  await page.goto(`/risk/control?q=${encodeURIComponent('Browser-imported control 1')}`);
  await expect(page.getByText('Browser-imported control 12', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('control-import-listed.png') });

  await deleteImported(page, 'Browser-imported control');
  expect((await controls(page, 'Browser-imported control')).total).toBe(0);
  expect((await controls(page)).total).toBe(before);
});
