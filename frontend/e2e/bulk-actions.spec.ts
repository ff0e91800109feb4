// Bulk actions on the register (issue 13), against the real server: two risks
// this spec creates are picked, given a new owner, sent for approval, and
// exported as CSV with exactly their two rows. The risks are deleted at the
// end, so later specs find the register as seeded.
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD, signInAndWait } from './helpers';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const TAG = `Bulkwalk ${Date.now() % 1_000_000}`;

async function tokenOf(page: Page, email: string): Promise<string> {
  const login = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  return (await login.json()).data.token as string;
}

type Risk = { id: string; reference: string; version: number; owner_id: string | null; approval_status: string };

async function ourRisks(page: Page): Promise<Risk[]> {
  const token = await tokenOf(page, 'admin@demo.com');
  const res = await page.request.get(`/api/v1/risks?per_page=100&sort=reference&q=${encodeURIComponent(TAG)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as Risk[];
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const token = await tokenOf(page, 'editor@demo.com');
  for (const n of [1, 2]) {
    const res = await page.request.post('/api/v1/risks', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        risk: {
          title: `${TAG} risk ${n}`,
          category_id: 'cat-tech-cyber',
          function_id: 'fn-it',
          owner_id: 'usr-admin',
          gross_likelihood: 3,
          gross_impact: 3,
          control_ids: [],
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  const token = await tokenOf(page, 'admin@demo.com');
  for (const risk of await ourRisks(page)) {
    const gone = await page.request.delete(`/api/v1/risks/${risk.id}?version=${risk.version}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(gone.ok(), await gone.text()).toBe(true);
  }
  await page.close();
});

async function openOurRisks(page: Page) {
  await page.goto(`/risk/all?q=${encodeURIComponent(TAG)}`);
  await expect(page.getByText('Authentication successful')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('risk-row')).toHaveCount(2, { timeout: 30_000 });
}

async function selectBoth(page: Page) {
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await expect(bar.getByTestId('bulk-count')).toHaveText('2 selected');
  return bar;
}

async function closeSummary(page: Page, action: string) {
  const summary = page.getByRole('dialog', { name: action });
  await expect(summary.getByText('2 of 2 done.')).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByTestId('bulk-failures')).toHaveCount(0);
  await summary.getByRole('button', { name: 'Close' }).click();
  await expect(summary).toBeHidden();
}

test('two risks picked get a new owner, then go for approval together', async ({ page }) => {
  await signInAndWait(page, 'editor@demo.com');
  await openOurRisks(page);
  const rows = page.getByTestId('risk-row');
  await expect(rows.filter({ hasText: 'Alex Morgan' })).toHaveCount(2);

  // Assign owner: the picker shows each person's name and email.
  let bar = await selectBoth(page);
  await bar.getByRole('button', { name: 'Assign owner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign owner' });
  await dialog.getByRole('textbox', { name: 'Owner' }).fill('staff@demo');
  await page.getByRole('option', { name: 'Sam Patel · staff@demo.com' }).click();
  await dialog.getByRole('button', { name: 'Apply to 2 items' }).click();
  await closeSummary(page, 'Assign owner');
  await expect(rows.filter({ hasText: 'Sam Patel' })).toHaveCount(2);
  expect((await ourRisks(page)).map((r) => r.owner_id)).toEqual(['usr-staff', 'usr-staff']);

  // Submit for approval: both pending.
  bar = await selectBoth(page);
  await bar.getByRole('button', { name: 'Submit for approval' }).click();
  await page.getByRole('dialog', { name: 'Submit 2 risks for approval?' }).getByRole('button', { name: 'Apply to 2 items' }).click();
  await closeSummary(page, 'Submit for approval');
  await expect(rows.filter({ hasText: 'Pending' })).toHaveCount(2);
  expect((await ourRisks(page)).map((r) => r.approval_status)).toEqual(['pending', 'pending']);
});

test('export selected downloads a CSV of exactly the two picked risks', async ({ page }) => {
  await signInAndWait(page, 'editor@demo.com');
  await openOurRisks(page);
  const bar = await selectBoth(page);
  await bar.getByRole('button', { name: 'Export selected' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await (await download).path();
  const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const references = (await ourRisks(page)).map((r) => r.reference);
  const dataRows = lines.filter((line) => references.some((ref) => line.includes(ref)));
  expect(dataRows).toHaveLength(2);
  // Nothing but a header besides them.
  expect(lines).toHaveLength(3);
});
