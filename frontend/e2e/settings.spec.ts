// Settings and access control end to end, against the real server (run with
// ./scripts/e2e.sh e2e/settings.spec.ts from the repository root): an admin
// creates a staff user in a function; that user changes the first password
// and sees the staff menu; the admin takes risk.read away in the matrix and
// the user's next register request is refused; Logs shows it all with actor,
// time and diff, and the CSV export holds the same rows; deactivating the
// user ends their session on the next request.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { sidebar, signIn, signInAndWait } from './helpers';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const FUNCTION_NAME = `Internal Audit ${stamp}`;
const USER = {
  name: `Nina Novak ${stamp}`,
  email: `nina.${stamp}@example.com`,
  firstPassword: 'First-pass-1',
  ownPassword: 'Nina-own-pass-2',
};
const ADMIN_NAME = 'Alex Morgan';

/** Picks `option` in the Mantine Select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Splits CSV text into rows of cells (RFC 4180 quoting). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c !== ''));
}

test.describe('settings and access control', { tag: '@server' }, () => {
  let browser: Browser;
  let admin: Page;
  let staff: Page;

  test.beforeAll(async ({ browser: shared }) => {
    browser = shared;
    admin = await (await browser.newContext()).newPage();
    staff = await (await browser.newContext()).newPage();
  });

  test.afterAll(async () => {
    await admin?.context().close();
    await staff?.context().close();
  });

  test('an admin adds a function and a staff user in it', async () => {
    await signInAndWait(admin, 'admin@demo.com');

    await admin.goto('/department');
    await admin.getByRole('button', { name: 'Add function' }).first().click();
    const fnDialog = admin.getByRole('dialog', { name: 'Add function' });
    await fnDialog.getByLabel('Name').fill(FUNCTION_NAME);
    await fnDialog.getByLabel('Description').fill('Independent assurance over risks and controls.');
    await fnDialog.getByRole('button', { name: 'Add function' }).click();
    await expect(admin.getByText(`${FUNCTION_NAME} was saved.`)).toBeVisible();
    await expect(admin.getByRole('treeitem', { name: FUNCTION_NAME })).toBeVisible();

    await admin.goto('/settings/user');
    await admin.getByRole('button', { name: 'Add user' }).first().click();
    const dialog = admin.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('Full name').fill(USER.name);
    await dialog.getByLabel('Email').fill(USER.email);
    await choose(admin, dialog, 'Role', 'Staff');
    await choose(admin, dialog, 'Function', FUNCTION_NAME);
    await dialog.getByLabel('First password').fill(USER.firstPassword);
    await dialog.getByRole('button', { name: 'Add user' }).click();

    await expect(admin.getByText(`${USER.name} was added.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await admin.getByRole('searchbox', { name: 'Search' }).fill(USER.email);
    await expect(admin).toHaveURL(new RegExp(`q=${encodeURIComponent(USER.email).replace(/\./g, '\\.')}`));
    const row = admin.getByTestId('user-row').filter({ hasText: USER.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Staff');
    await expect(row).toContainText(FUNCTION_NAME);
    await expect(row).toContainText('Active');
    await expect(row.getByLabel('Must choose a new password at next sign-in')).toBeVisible();
  });

  test('the new user must change the first password, then sees the staff menu', async () => {
    await signIn(staff, USER.email, USER.firstPassword);
    await expect(staff).toHaveURL(/\/pages\/change-password$/);
    await expect(staff.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

    // The step cannot be skipped.
    await staff.goto('/risk/all');
    await expect(staff).toHaveURL(/\/pages\/change-password$/);

    await staff.getByLabel('Current password').fill(USER.firstPassword);
    await staff.getByLabel(/^New password/).fill(USER.ownPassword);
    await staff.getByLabel('Confirm new password').fill(USER.ownPassword);
    await staff.getByRole('button', { name: 'Set new password' }).click();

    await expect(staff.getByText('Your password was changed.')).toBeVisible();
    await expect(staff).toHaveURL(/\/$/);
    const nav = sidebar(staff);
    await expect(nav.getByRole('link', { name: 'Risk Register' })).toBeVisible();
    await expect(nav.getByRole('group', { name: 'Incident' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit Trail' })).toHaveCount(0);
    await expect(nav.getByRole('group', { name: 'Settings' }).getByRole('link')).toHaveText(['Categories']);

    // risk.read still granted: the register loads.
    const risks = staff.waitForResponse((r) => r.url().includes('/api/v1/risks?page=1&per_page=50'));
    await nav.getByRole('link', { name: 'Risk Register' }).click();
    expect((await risks).status()).toBe(200);
  });

  test('taking risk.read from staff in the matrix refuses their next register request', async () => {
    await admin.goto('/settings/roles');
    const cell = admin.getByRole('checkbox', { name: 'Staff: View risks' });
    await expect(cell).toBeChecked();
    await expect(admin.getByRole('checkbox', { name: 'Admin: View risks' })).toBeDisabled();

    await cell.uncheck();
    const bar = admin.getByRole('region', { name: 'Unsaved changes' });
    await expect(bar).toContainText('1 unsaved change');
    // Discard puts it back; then make the change again and save it.
    await bar.getByRole('button', { name: 'Discard' }).click();
    await expect(cell).toBeChecked();
    await expect(bar).toBeHidden();
    await cell.uncheck();

    const put = admin.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/v1/roles/staff/permissions'),
    );
    await bar.getByRole('button', { name: 'Save changes' }).click();
    expect((await put).status()).toBe(200);
    await expect(admin.getByText('Permissions of 1 role saved.')).toBeVisible();
    await expect(bar).toBeHidden();
    await expect(cell).not.toBeChecked();

    // The staff user's next register request.
    const refused = staff.waitForResponse((r) => r.url().includes('/api/v1/risks?page=1&per_page=50'));
    await staff.reload();
    expect((await refused).status()).toBe(403);
    await expect(staff.getByText('Sorry, Restricted Action').first()).toBeVisible();
  });

  test('Logs show the sign-ins, the user creation and the matrix change with actor, time and diff', async () => {
    await admin.goto('/settings/logs?per_page=100');
    const rows = admin.getByTestId('audit-row');
    await expect(rows.first()).toBeVisible();

    // Actions, entity types and fields by their labels, not their codes (issue 13, item 9).
    const signInRow = rows.filter({ hasText: USER.name }).filter({ hasText: 'Signed in' });
    await expect(signInRow.first()).toBeVisible();
    await expect(rows.filter({ hasText: ADMIN_NAME }).filter({ hasText: 'Signed in' }).first()).toBeVisible();

    const created = rows
      .filter({ hasText: ADMIN_NAME })
      .filter({ hasText: USER.name })
      .filter({ has: admin.getByText('Created', { exact: true }) });
    await expect(created).toHaveCount(1);
    await expect(created).toContainText('User');
    // The time column is filled in, formatted for the language.
    await expect(created.locator('td').first()).toHaveText(/\d{1,2}:\d{2}:\d{2}/);

    await created.click();
    const drawer = admin.getByTestId('audit-details');
    await expect(drawer.getByTestId('audit-actor')).toHaveText(ADMIN_NAME);
    const diff = drawer.getByTestId('audit-diff');
    await expect(diff.locator('tr[data-kind="added"][data-key="email"]')).toContainText(USER.email);
    await expect(diff.locator('tr[data-kind="added"][data-key="role"]')).toContainText('Role');
    await expect(diff.locator('tr[data-kind="added"][data-key="role"]')).toContainText('Staff');
    await admin.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    const matrix = rows.filter({ hasText: 'Permissions changed' }).first();
    await expect(matrix).toContainText(ADMIN_NAME);
    await matrix.click();
    await expect(drawer.getByTestId('audit-actor')).toHaveText(ADMIN_NAME);
    const changed = drawer.getByTestId('audit-diff').locator('tr[data-kind="changed"][data-key="permissions"]');
    await expect(changed.locator('[data-delta="removed"]')).toHaveText('View risks');
    await expect(changed.locator('[data-delta="removed"]')).toHaveAttribute('data-value', 'risk.read');
    await admin.keyboard.press('Escape');
  });

  test('the CSV export downloads the rows the table shows', async () => {
    await admin.goto('/settings/logs?per_page=100&service=auth');
    const rows = admin.getByTestId('audit-row');
    await expect(rows.first()).toBeVisible();
    await expect(admin.getByTestId('list-summary')).toContainText('Showing 1 to');
    const ids = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-event-id') ?? ''));

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = parseCsv(await readFile(await download.path(), 'utf8'));
    const [header, ...body] = csv;
    expect(header).toBeDefined();
    // The export's headings are the screen's labels ("Event ID" in English).
    const idColumn = header!.findIndex((name) => name.trim().toLowerCase() === 'event id');
    expect(idColumn).toBeGreaterThanOrEqual(0);
    // Every row on screen is in the file; past one page the file holds every
    // matching event (the summary's total), not just the page.
    const exported = body.map((cells) => cells[idColumn]);
    const total = Number((await admin.getByTestId('list-summary').textContent())?.match(/of (?:about )?([\d,]+)/)?.[1]?.replace(/,/g, ''));
    expect(exported).toEqual(expect.arrayContaining(ids));
    expect(exported).toHaveLength(Math.max(total, ids.length));
  });

  test('deactivating the user ends their session on the next request', async () => {
    await admin.goto(`/settings/user?q=${encodeURIComponent(USER.email)}`);
    const row = admin.getByTestId('user-row').filter({ hasText: USER.email });
    await row.getByRole('button', { name: `More actions for ${USER.name}` }).click();
    await admin.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = admin.getByRole('dialog', { name: `Deactivate ${USER.name}?` });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(admin.getByText(`${USER.name} was deactivated.`)).toBeVisible();
    await expect(row).toContainText('Inactive');

    // The staff page still shows the register refused earlier. Opening another
    // page sends the next request (a page already open is not reloaded by its
    // menu link, and a lazy page still loading can be overtaken by a second click).
    const next = staff.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/controls');
    await sidebar(staff).getByRole('link', { name: 'Controls' }).click();
    expect((await next).status()).toBe(401);
    await expect(staff).toHaveURL(/\/pages\/login$/);

    // And the account cannot sign in again.
    await signIn(staff, USER.email, USER.ownPassword);
    await expect(staff.getByRole('alert').first()).toBeVisible();
    await expect(staff).toHaveURL(/\/pages\/login$/);
  });
});
