// The risk module end to end, against the real server (run with
// ./scripts/e2e.sh e2e/risk.spec.ts from the repository root): the editor
// takes a new risk through the wizard (the draft survives a reload) and it
// waits in the register, pending; the admin approves it; the Audit Trail
// shows both events with their diff; the heat map cell holds it; the register
// filters; a report export downloads the rows on screen; a staff user reads
// the register but can neither approve (no button, 403 from the API) nor see
// the Audit Trail.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD, sidebar, signInAndWait } from './helpers';

test.describe.configure({ mode: 'serial' });

const TITLE = `Courier network outage ${Date.now().toString(36)}`;
let riskPath = '';

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAndWait(page, email);
  return page;
}

/** Opens the Mantine Select with `id` and picks its first option; returns the option's text. */
async function pickFirst(page: Page, id: string): Promise<string> {
  await page.locator(`#${id}`).click();
  const option = page.getByRole('option').first();
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text.trim();
}

test('the editor takes a new risk through the wizard and it waits in the register, pending', async ({ browser }) => {
  // Five wizard steps, a reload, the detail and the register: more than the default on a loaded CI machine.
  test.setTimeout(90_000);
  const editor = await signedInPage(browser, 'editor@demo.com');
  await sidebar(editor).getByRole('link', { name: 'Create New Risk' }).click();
  await expect(editor).toHaveURL(/\/risk\/risk\/wizard$/);

  // A step holds back until its required fields are filled.
  await editor.getByRole('button', { name: 'Next: Gross rating' }).click();
  await expect(editor.getByText('Required').first()).toBeVisible();

  await editor.locator('#wizard-title').fill(TITLE);
  await editor.locator('#wizard-risk_event').fill('The courier network stops collecting parcels for a week.');
  await pickFirst(editor, 'wizard-category_id');
  await pickFirst(editor, 'wizard-function_id');
  await pickFirst(editor, 'wizard-owner_id');
  await editor.getByRole('button', { name: 'Next: Gross rating' }).click();

  // Likelihood 3 (Possible) × impact 4 (Major) = 12, High.
  await editor.getByRole('radio', { name: /^Likelihood 3 \(Possible\) × impact 4 \(Major\)/ }).click();
  await editor.getByRole('button', { name: 'Next: Controls' }).click();

  // The draft survives a reload, on the step it was left on.
  await editor.reload();
  await expect(editor.getByRole('button', { name: 'Next: Net result' })).toBeVisible();
  await editor.getByRole('button', { name: 'Step 1: Identify' }).click();
  await expect(editor.locator('#wizard-title')).toHaveValue(TITLE);
  await editor.getByRole('button', { name: 'Step 3: Controls' }).click();

  await editor.getByRole('button', { name: 'Next: Net result' }).click();
  await editor.getByRole('button', { name: 'Next: Action plans' }).click();
  await editor.getByRole('button', { name: 'Next: Review' }).click();
  await expect(editor.getByText(TITLE).first()).toBeVisible();
  await editor.getByRole('button', { name: 'Submit for approval' }).click();

  await expect(editor).toHaveURL(/\/risk\/risk\/[0-9a-f-]{36}$/);
  riskPath = new URL(editor.url()).pathname;
  await expect(editor.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(editor.getByText('Pending').first()).toBeVisible();
  // The maker cannot approve their own change: no button.
  await expect(editor.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await sidebar(editor).getByRole('link', { name: 'Risk Register' }).click();
  await editor.getByPlaceholder('Search by reference or title').fill(TITLE);
  const row = editor.getByTestId('risk-row').filter({ hasText: TITLE });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('High');
  await editor.context().close();
});

test('the admin approves it; the audit trail shows both events with the diff; the heat map cell holds it', async ({
  browser,
}) => {
  expect(riskPath).not.toBe('');
  const admin = await signedInPage(browser, 'admin@demo.com');
  await admin.goto(riskPath);
  await expect(admin.getByRole('heading', { name: TITLE })).toBeVisible();
  await admin.getByRole('button', { name: 'Approve' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.locator('textarea').fill('Checked with logistics.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText('Approved').first()).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await sidebar(admin).getByRole('link', { name: 'Audit Trail' }).click();
  await admin.getByPlaceholder('Search actor, entity or change').fill(TITLE);
  const rows = admin.getByTestId('audit-row');
  await expect(rows).toHaveCount(2);
  const approved = rows.filter({ hasText: 'Approved' });
  const created = rows.filter({ hasText: 'Created' });
  await expect(approved).toContainText('Alex Morgan');
  await expect(approved).toContainText(TITLE);
  await expect(created).toContainText('Emma Clarke');

  await approved.click();
  const diff = admin.getByTestId('audit-diff');
  // Fields and values by their labels (issue 13, item 9).
  await expect(diff.locator('tr[data-key="approval_status"]')).toContainText('Approval status');
  await expect(diff.locator('tr[data-key="approval_status"]')).toContainText('Pending');
  await expect(diff.locator('tr[data-key="approval_status"]')).toContainText('Approved');
  await expect(diff).toContainText('Checked with logistics.');
  await admin.keyboard.press('Escape');

  await created.click();
  await expect(admin.getByTestId('audit-diff')).toContainText(TITLE);
  await admin.keyboard.press('Escape');

  await sidebar(admin).getByRole('link', { name: 'Reports' }).click();
  // The gross heat map, likelihood 3, impact 4 (the three maps load
  // independently: the first grid on screen may be another one).
  const cell = admin.getByTestId('heat-map-gross').locator('[data-testid="heat-cell"][data-x="3"][data-y="4"]');
  await cell.getByRole('button').click();
  await expect(admin.getByTestId('heat-cell-items')).toContainText(TITLE);
  await admin.context().close();
});

test('a file attached to the risk is listed with its size and downloads unchanged', async ({ browser }) => {
  expect(riskPath).not.toBe('');
  const editor = await signedInPage(browser, 'editor@demo.com');
  await editor.goto(riskPath);
  await expect(editor.getByText('No attachments yet.')).toBeVisible();
  const evidence = 'Courier contract, signed.\n'.repeat(100);
  await editor.getByLabel('Upload file').setInputFiles({
    name: 'courier-contract.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(evidence),
  });
  const table = editor.getByRole('table', { name: 'Attachments' });
  await expect(table).toContainText('courier-contract');
  await expect(table).toContainText('2.54 KB');

  const [download] = await Promise.all([
    editor.waitForEvent('download'),
    editor.getByRole('button', { name: /^Download courier-contract/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('courier-contract.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe(evidence);

  // A page of HTML dressed as a PDF is refused by the server.
  await editor.getByLabel('Upload file').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(editor.getByText('The content of invoice.pdf does not match its file type')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await editor.context().close();
});

test('the register filters by approval status and rating, kept in the URL', async ({ browser }) => {
  const editor = await signedInPage(browser, 'editor@demo.com');
  await editor.goto('/risk/all');
  const rows = editor.getByTestId('risk-row');
  await expect(rows.first()).toBeVisible();

  await editor.getByRole('textbox', { name: 'Approval status' }).click();
  await editor.getByRole('option', { name: 'Pending', exact: true }).click();
  await expect(editor).toHaveURL(/approval_status=pending/);
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Pending' })).toHaveCount(0);

  await editor.getByRole('textbox', { name: 'Approval status' }).click();
  await editor.getByRole('option', { name: 'Approved', exact: true }).click();
  await editor.getByRole('textbox', { name: 'Net rating' }).click();
  await editor.getByRole('option', { name: 'High', exact: true }).click();
  await expect(editor).toHaveURL(/rating=High/);
  await expect(rows.filter({ hasText: TITLE })).toHaveCount(1);
  await expect(rows.filter({ hasNotText: 'Approved' })).toHaveCount(0);
  await expect(rows.filter({ hasNotText: 'High' })).toHaveCount(0);

  // Reloading keeps the filters.
  await editor.reload();
  await expect(editor.getByRole('textbox', { name: 'Net rating' })).toHaveValue('Net rating: High');
  await expect(rows.filter({ hasText: TITLE })).toHaveCount(1);
  await editor.context().close();
});

test('a report export downloads the register on screen, made by the server', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin@demo.com');
  await admin.goto('/risk/report?tab=register&rating=High');
  await expect(admin.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(admin.getByText(TITLE).first()).toBeVisible();

  await admin.getByRole('button', { name: 'Export' }).click();
  const [csvDownload] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('menuitem', { name: 'CSV (spreadsheet text)' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^risk-register-.*\.csv$/);
  const csv = await readFile(await csvDownload.path(), 'utf8');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toContain('Reference');
  expect(csv).toContain(TITLE);
  // Only what the screen's filter shows: High net ratings.
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toContain('High');

  await admin.getByRole('button', { name: 'Export' }).click();
  const [pdfDownload] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('menuitem', { name: 'PDF document' }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await pdfDownload.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await admin.context().close();
});

test('a staff user reads the register but cannot approve and does not see the Audit Trail', async ({
  browser,
  request,
  baseURL,
}) => {
  const staff = await signedInPage(browser, 'staff@demo.com');
  await expect(sidebar(staff).getByRole('link', { name: 'Risk Register' })).toBeVisible();
  await expect(sidebar(staff).getByRole('link', { name: 'Audit Trail' })).toHaveCount(0);

  await sidebar(staff).getByRole('link', { name: 'Risk Register' }).click();
  await staff.getByRole('textbox', { name: 'Approval status' }).click();
  await staff.getByRole('option', { name: 'Pending', exact: true }).click();
  const pending = staff.getByTestId('risk-row').first();
  await expect(pending).toContainText('Pending');
  await pending.click();
  await expect(staff).toHaveURL(/\/risk\/risk\/[0-9a-f-]{36}$/);
  await expect(staff.getByText('Pending').first()).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  const pendingId = staff.url().split('/').pop()!;

  // The gateway refuses, whatever the screen shows.
  const login = await request.post(`${baseURL}/api/auth/login`, {
    data: { email: 'staff@demo.com', password: DEMO_PASSWORD, remember: false },
  });
  const { token } = (await login.json()).data as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const read = await request.get(`${baseURL}/api/v1/risks/${pendingId}`, { headers });
  expect(read.status()).toBe(200);
  const approve = await request.post(`${baseURL}/api/v1/risks/${pendingId}/approve`, {
    headers,
    data: { comment: 'Not mine to approve' },
  });
  expect(approve.status()).toBe(403);
  const after = (await (await request.get(`${baseURL}/api/v1/risks/${pendingId}`, { headers })).json()) as {
    risk: { approval_status: string };
  };
  expect(after.risk.approval_status).toBe('pending');

  await staff.goto('/risk/activity');
  await expect(staff).toHaveURL(/\/misc\/not-authorized$/);
  await staff.context().close();
});
