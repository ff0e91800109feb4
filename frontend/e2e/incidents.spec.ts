// The incident module end to end (issue 14, docs/incident-module.md), as a
// risk team uses it: the editor records an incident linked to a risk of the
// register; the risk is flagged "re-assessment due" and its owner gets a
// message; two actions are added and completed, which closes the incident
// (lessons learned asked for on the last one); the admin approves it; the
// Activity screen shows each event with its diff; the dashboard's figures
// agree with the data. Staff and read-only users do not see the Incident group.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, sidebar, signInAndWait } from './helpers';

const STAMP = Date.now() % 1_000_000;
const RISK_TITLE = `Courier depot flooding ${STAMP}`;
const TITLE = `Depot flooded after storm ${STAMP}`;

type Dashboard = { open: number; closed: number; pending_approval: number };

function today(): string {
  const d = new Date();
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

/** Opens the Mantine Select with `id` and picks the option named `name`. */
async function pick(page: Page, id: string, name: string | RegExp): Promise<void> {
  await page.locator(`#${id}`).click();
  await page.getByRole('option', { name }).first().click();
}

async function dashboard(page: Page, token: string): Promise<Dashboard> {
  const res = await page.request.get('/api/v1/incident-reports/dashboard', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Dashboard;
}

let riskId = '';
let riskReference = '';
let incidentPath = '';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeAll(async ({ browser }) => {
  // A risk of the register owned by the admin: the owner the message goes to.
  const page = await browser.newPage();
  const editor = await tokenOf(page, 'editor@demo.com');
  const created = await page.request.post('/api/v1/risks', {
    headers: { Authorization: `Bearer ${editor}` },
    data: {
      risk: {
        title: RISK_TITLE, category_id: 'cat-operational', function_id: 'fn-operations', owner_id: 'usr-admin',
        gross_likelihood: 3, gross_impact: 3, response: 'monitor',
      },
      submit: false,
    },
  });
  expect(created.status()).toBe(201);
  const risk = await created.json();
  riskId = risk.id;
  riskReference = risk.reference;
  await page.close();
});

test('the editor records an incident linked to a risk; the risk is flagged and its owner told', async ({ browser }) => {
  const editor = await signedInPage(browser, 'editor@demo.com');
  await sidebar(editor).getByRole('link', { name: 'All Incidents' }).click();
  await expect(editor).toHaveURL(/\/incident\/all$/);
  await editor.getByRole('link', { name: 'New incident' }).or(editor.getByRole('button', { name: 'New incident' })).first().click();
  await expect(editor).toHaveURL(/\/incident\/all\/new/);

  // Nothing is sent until the required fields are filled.
  await editor.getByRole('button', { name: 'Save and submit' }).click();
  await expect(editor.getByText('Required').first()).toBeVisible();

  await editor.locator('#incident-title').fill(TITLE);
  await editor.locator('#incident-description').fill('Storm water entered the parcel depot; two days of parcels were damaged.');
  await pick(editor, 'incident-category_id', 'IT outage');
  await pick(editor, 'incident-function_id', /Operations/);
  // The risk picker searches the register.
  await editor.locator('#incident-risk_ids').fill(riskReference);
  await editor.getByRole('option', { name: new RegExp(riskReference) }).first().click();
  await editor.locator('#incident-location').fill('North depot');
  await editor.locator('#incident-occurred_on').fill(today());
  await editor.locator('#incident-reported_on').fill(today());
  await editor.locator('#incident-reported_by').fill('Depot supervisor');
  await pick(editor, 'incident-reporter_type', 'Employee');
  await pick(editor, 'incident-source', 'Phone');
  await pick(editor, 'incident-cause_category', 'External events');
  await pick(editor, 'incident-experience_type', 'Direct financial loss');
  await pick(editor, 'incident-escalation_level', 'Management');
  await pick(editor, 'incident-manager_id', /Emma Clarke/);
  await editor.getByRole('button', { name: 'Save and submit' }).click();

  await expect(editor).toHaveURL(/\/incident\/all\/[0-9a-f-]{36}$/);
  incidentPath = new URL(editor.url()).pathname;
  await expect(editor.getByRole('heading', { name: new RegExp(TITLE) })).toBeVisible();
  await expect(editor.getByText('Pending', { exact: true }).first()).toBeVisible();
  // The linked risk is shown with its reference.
  await expect(editor.getByRole('link', { name: new RegExp(riskReference) }).first()).toBeVisible();

  // The loop back to risk: the risk service hears of the link over the bus.
  const editorToken = await tokenOf(editor, 'editor@demo.com');
  await expect
    .poll(
      async () => {
        const res = await editor.request.get(`/api/v1/risks/${riskId}`, {
          headers: { Authorization: `Bearer ${editorToken}` },
        });
        return (await res.json()).risk.reassessment_due as boolean;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await editor.goto(`/risk/risk/${riskId}`);
  await expect(editor.getByText('Re-assessment due').first()).toBeVisible();
  // The risk page lists the incident.
  await expect(editor.getByRole('link', { name: new RegExp(TITLE) }).or(editor.getByText(TITLE)).first()).toBeVisible();

  // Its owner (the admin) has a message about it.
  const admin = await tokenOf(editor, 'admin@demo.com');
  await expect
    .poll(
      async () => {
        const res = await editor.request.get('/api/v1/messages?per_page=50', { headers: { Authorization: `Bearer ${admin}` } });
        const body = await res.json();
        return JSON.stringify(body).includes(riskReference);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await editor.context().close();
});

test('two actions are added and completed; the incident closes, asking for lessons learned', async ({ browser }) => {
  const editor = await signedInPage(browser, 'editor@demo.com');
  await editor.goto(incidentPath);
  const actions = editor.getByRole('region', { name: 'Actions' });
  for (const title of ['Pump out the depot', 'Review the flood barrier']) {
    await actions.getByRole('button', { name: 'Add action' }).click();
    const dialog = editor.getByRole('dialog');
    await dialog.getByLabel('What is to be done').fill(title);
    await dialog.getByRole('textbox', { name: 'Owner' }).click();
    await editor.getByRole('option', { name: /Emma Clarke/ }).first().click();
    await dialog.getByLabel('Due date').fill(today());
    await dialog.getByRole('button', { name: 'Add action' }).click();
    await expect(dialog).toBeHidden();
    await expect(actions.getByText(title)).toBeVisible();
  }
  await expect(editor.getByText('Open', { exact: true }).first()).toBeVisible();

  await actions.getByRole('button', { name: 'Mark “Pump out the depot” complete' }).click();
  await expect(actions.getByRole('button', { name: 'Reopen “Pump out the depot”' })).toBeVisible();

  // The last one asks for lessons learned and closes the incident.
  await actions.getByRole('button', { name: 'Mark “Review the flood barrier” complete' }).click();
  const lessons = editor.getByRole('dialog');
  await expect(lessons.getByText(/the incident will close/)).toBeVisible();
  await lessons.getByLabel('Lesson 1').fill('Flood barriers need a yearly test before storm season');
  await lessons.getByRole('button', { name: 'Complete and close incident' }).click();
  await expect(editor.getByText(/is closed/).first()).toBeVisible();
  await expect(editor.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(lessons).toBeHidden();
  await expect(editor.getByTestId('incident-lesson').filter({ hasText: 'Flood barriers need a yearly test' })).toBeVisible();

  // The maker cannot approve their own change (four eyes).
  const approve = editor.getByRole('button', { name: 'Approve', exact: true });
  if (await approve.count()) await expect(approve).toBeDisabled();
  await editor.context().close();
});

test('the admin approves it; Activity shows each event with its diff', async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin@demo.com');
  await admin.goto(incidentPath);
  await admin.getByRole('button', { name: 'Approve', exact: true }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(admin.getByText(/approved\./).first()).toBeVisible();
  await expect(admin.getByText('Approved', { exact: true }).first()).toBeVisible();

  await sidebar(admin).getByRole('link', { name: 'Activity' }).click();
  await expect(admin).toHaveURL(/\/incident\/activity/);
  const rows = admin.getByRole('row').filter({ hasText: TITLE.slice(0, 20) });
  await expect(rows.first()).toBeVisible();
  // The creation, the closing and the approval are among the events.
  const events = await admin.request.get(`/api/v1/audit-events?service=incident&per_page=100`, {
    headers: { Authorization: `Bearer ${await tokenOf(admin, 'admin@demo.com')}` },
  });
  const list = (await events.json()).data as { action: string; entity: { id: string } }[];
  const id = incidentPath.split('/').pop();
  const mine = list.filter((e) => e.entity.id === id).map((e) => e.action);
  expect(mine).toEqual(expect.arrayContaining(['created', 'reassessment_requested', 'closed', 'approved']));
  // A row opens its before/after diff.
  await rows.first().click();
  const drawer = admin.getByRole('dialog');
  await expect(drawer.getByText(/Before|After/).first()).toBeVisible();
  await admin.context().close();
});

test("the dashboard's counts agree with the data", async ({ browser }) => {
  const admin = await signedInPage(browser, 'admin@demo.com');
  const token = await tokenOf(admin, 'admin@demo.com');
  const figures = await dashboard(admin, token);
  // The register agrees with the dashboard.
  for (const status of ['open', 'closed'] as const) {
    const res = await admin.request.get(`/api/v1/incidents?status=${status}&per_page=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await res.json()).total).toBe(figures[status]);
  }
  await sidebar(admin).getByRole('link', { name: 'Dashboard' }).first().click();
  await admin.goto('/incident');
  // The charts say what they draw; the donut's figures are the API's.
  await expect(
    admin.getByRole('figure', { name: `Incidents by status: Open: ${figures.open}, Closed: ${figures.closed}` }),
  ).toBeVisible();
  await expect(admin.getByRole('figure', { name: /^Incidents by experience type: Near miss: \d+/ })).toBeVisible();
  await expect(admin.getByRole('figure', { name: /^Incidents opened per month/ })).toBeVisible();
  await expect(admin.getByRole('link', { name: `Pending approval ${figures.pending_approval} Incidents awaiting a decision` })).toBeVisible();
  await admin.context().close();
});

test('staff and read-only users see no Incident group and are refused its API', async ({ browser }) => {
  for (const email of ['staff@demo.com', 'demo@demo.com']) {
    const page = await signedInPage(browser, email);
    await expect(sidebar(page).getByRole('link', { name: 'All Incidents' })).toHaveCount(0);
    const token = await tokenOf(page, email);
    const res = await page.request.get('/api/v1/incidents', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
    await page.context().close();
  }
});

test.afterAll(async ({ browser }) => {
  // Leave the shared server as found: the incident and the risk go.
  const page = await browser.newPage();
  const admin = await tokenOf(page, 'admin@demo.com');
  const headers = { Authorization: `Bearer ${admin}` };
  if (incidentPath) {
    const id = incidentPath.split('/').pop();
    const detail = await (await page.request.get(`/api/v1/incidents/${id}`, { headers })).json();
    await page.request.delete(`/api/v1/incidents/${id}?version=${detail.incident.version}`, { headers });
  }
  if (riskId) {
    const risk = await (await page.request.get(`/api/v1/risks/${riskId}`, { headers })).json();
    await page.request.delete(`/api/v1/risks/${riskId}?version=${risk.risk.version}`, { headers });
  }
  await page.close();
});
