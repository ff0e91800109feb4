// Risk acceptance with an expiry and reviews (issue 13, docs/risk-acceptance.md),
// as a risk team uses them: the editor accepts a risk (why and until when are
// asked for on the screen), it waits for another person's approval, the
// approver is named; a review is recorded; the dashboard lists risks overdue
// for review; an acceptance past its day shows as expired to the owner.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAndWait } from './helpers';

const TITLE = `Legacy fax line ${Date.now() % 1_000_000}`;

function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function tokenOf(page: Page, email: string): Promise<string> {
  const login = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  return (await login.json()).data.token as string;
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAndWait(page, email);
  await expect(page.getByText('Authentication successful')).toBeHidden();
  return page;
}

let riskPath = '';

// The tests build on each other (accepted → approved → reviewed); a busy machine needs time.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  // An approved risk with the response "monitor", made through the API.
  const page = await browser.newPage();
  const editor = await tokenOf(page, 'editor@demo.com');
  const admin = await tokenOf(page, 'admin@demo.com');
  const created = await page.request.post('/api/v1/risks', {
    headers: { Authorization: `Bearer ${editor}` },
    data: {
      risk: {
        title: TITLE, category_id: 'cat-operational', function_id: 'fn-operations', owner_id: 'usr-editor',
        gross_likelihood: 2, gross_impact: 2, response: 'monitor',
      },
      submit: true,
    },
  });
  expect(created.status()).toBe(201);
  const risk = await created.json();
  const approved = await page.request.post(`/api/v1/risks/${risk.id}/approve`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { version: risk.version },
  });
  expect(approved.ok()).toBe(true);
  riskPath = `/risk/risk/${risk.id}`;
  await page.close();
});

test('accepting a risk asks why and until when, waits for approval, then names the approver', async ({ browser }) => {
  const editor = await signedInPage(browser, 'editor@demo.com');
  await editor.goto(riskPath);
  await expect(editor.getByRole('heading', { name: TITLE })).toBeVisible();
  const card = editor.getByTestId('review-card');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('acceptance-state')).toHaveCount(0);

  await editor.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = editor.getByRole('dialog');
  await dialog.getByRole('tab', { name: /Assessment/ }).click();
  await dialog.getByLabel('Management response').click();
  await editor.getByRole('option', { name: 'Accept', exact: true }).click();
  // Nothing filled in yet: the screen says what is missing before any call.
  await dialog.getByRole('button', { name: 'Save and submit for approval' }).click();
  await expect(dialog.getByRole('tab', { name: 'Assessment 2 fields to fix' })).toBeVisible();
  await expect(dialog.locator('#edit-acceptance_justification')).toHaveAttribute('aria-invalid', 'true');

  // A day already past is refused on the screen too.
  await dialog.getByLabel(/Why the risk is accepted/).fill('Replacement is budgeted for next year; exposure is small.');
  await dialog.getByLabel(/Accepted until/).fill(day(-3));
  await dialog.getByRole('button', { name: 'Save and submit for approval' }).click();
  await expect(dialog.getByText('The date is in the past.')).toBeVisible();

  await dialog.getByLabel(/Accepted until/).fill(day(120));
  await dialog.getByRole('button', { name: 'Save and submit for approval' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('acceptance-state')).toHaveText('Waits for approval');
  await expect(editor.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await editor.context().close();

  const admin = await signedInPage(browser, 'admin@demo.com');
  await admin.goto(riskPath);
  await admin.getByRole('button', { name: 'Approve' }).click();
  const approve = admin.getByRole('dialog');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  const adminCard = admin.getByTestId('review-card');
  await expect(adminCard.getByTestId('acceptance-state')).toHaveText('In force');
  await expect(adminCard.getByTestId('acceptance-approver')).toHaveText('Alex Morgan');
  await expect(adminCard).toContainText('Replacement is budgeted for next year');
  await admin.context().close();
});

test('a review is recorded with its next day, and the approval stays as it was', async ({ browser }) => {
  const editor = await signedInPage(browser, 'editor@demo.com');
  await editor.goto(riskPath);
  const card = editor.getByTestId('review-card');
  await expect(card).toContainText('Not yet reviewed');
  await card.getByTestId('record-review').click();
  const dialog = editor.getByRole('dialog');
  await dialog.getByTestId('review-next').fill(day(-1));
  await dialog.getByTestId('review-save').click();
  await expect(dialog.getByText('The date is in the past.')).toBeVisible();
  await dialog.getByTestId('review-next').fill(day(90));
  await dialog.getByTestId('review-comment').fill('Exposure unchanged; supplier contract renewed.');
  await dialog.getByTestId('review-save').click();
  await expect(dialog).toBeHidden();
  await expect(card).not.toContainText('Not yet reviewed');
  const expected = new Date(`${day(90)}T00:00:00`);
  await expect(card.getByTestId('next-review')).toContainText(String(expected.getFullYear()));
  await expect(card.getByTestId('acceptance-state')).toHaveText('In force');
  await editor.context().close();
});

test('the dashboard lists risks overdue for review, each opening its risk', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin@demo.com');
  const overdue = admin.getByTestId('overdue-reviews');
  await expect(overdue).toBeVisible();
  const rows = overdue.getByTestId('overdue-review');
  await expect(rows.first()).toBeVisible();
  await rows.first().getByRole('link').click();
  await expect(admin).toHaveURL(/\/risk\/risk\//);
  await expect(admin.getByTestId('review-card').getByText('Overdue', { exact: true })).toBeVisible();
  await admin.context().close();
});

test('an acceptance past its day shows as expired, with what to do', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin@demo.com');
  const token = await tokenOf(admin, 'admin@demo.com');
  const res = await admin.request.get('/api/v1/risks?per_page=100&sort=reference', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const risks = (await res.json()).data as { id: string; acceptance_expired: boolean }[];
  // The demo's first accepted risk ran out yesterday; the service expired it at start.
  const expired = risks.find((r) => r.acceptance_expired);
  expect(expired, 'a seeded acceptance has expired').toBeTruthy();
  await admin.goto(`/risk/risk/${expired!.id}`);
  const card = admin.getByTestId('review-card');
  await expect(card.getByTestId('acceptance-state')).toHaveText('Expired');
  await expect(card.getByTestId('acceptance-expired')).toContainText('Renew it');
  await admin.context().close();
});
