// Comments with mentions end to end, against the real server (run with
// ./scripts/e2e.sh e2e/comments.spec.ts from the repository root): the admin
// opens a risk, writes a comment that mentions the editor picked from the
// @-list (name and email), and posts it; it shows at once, its HTML as plain
// text; the editor signs in and has a message about it, which leads to the
// risk; the comment's audit event carries the mention.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAndWait } from './helpers';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const NOTE = `Supplier letter <b>not</b> signed ${Date.now().toString(36)}`;
let riskPath = '';
let reference = '';

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAndWait(page, email);
  await expect(page.getByText('Authentication successful')).toBeHidden();
  return page;
}

test('the admin comments on a risk, mentioning the editor picked from the @-list', async ({ browser, request }) => {
  // A seeded risk, found through the API (the register's look is not this spec's business).
  const token = await apiToken(request, 'admin@demo.com');
  const risks = await request.get('/api/v1/risks?per_page=1&sort=reference', { headers: { Authorization: `Bearer ${token}` } });
  expect(risks.status()).toBe(200);
  const risk = ((await risks.json()) as { data: { id: string; reference: string }[] }).data[0]!;
  reference = risk.reference;
  riskPath = `/risk/risk/${risk.id}`;

  const admin = await signedInPage(browser, 'admin@demo.com');
  await admin.goto(riskPath);
  // A busy machine serves the debug build slowly: the page may take a while.
  await expect(admin.getByText(reference).first()).toBeVisible({ timeout: 30_000 });

  const card = admin.getByRole('region', { name: /^Comments/ });
  const box = card.getByRole('textbox', { name: 'Add a comment' });
  await expect(box).toBeVisible({ timeout: 30_000 });
  await box.click();
  await box.pressSequentially(`${NOTE}, please check @Emm`);
  // The @-list shows name and email; picking puts "@Emma Clarke" in the text.
  const option = admin.getByRole('option', { name: /Emma Clarke/ });
  await expect(option).toBeVisible({ timeout: 20_000 });
  await expect(option).toContainText('editor@demo.com');
  await option.click();
  await expect(box).toHaveValue(`${NOTE}, please check @Emma Clarke `);
  await box.pressSequentially('today.');

  const posted = admin.waitForResponse((r) => r.url().endsWith('/api/v1/comments') && r.request().method() === 'POST');
  await card.getByRole('button', { name: 'Post' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  const saved = (await response.json()) as { mentions: string[]; body: string };
  expect(saved.mentions).toEqual(['usr-editor']);

  // Shown at once, newest first: the markup is text, the mention highlighted.
  const comment = card.getByTestId('comment').first();
  await expect(comment).toContainText('Alex Morgan', { timeout: 20_000 });
  const body = comment.getByTestId('comment-body');
  await expect(body).toHaveText(`${NOTE}, please check @Emma Clarke today.`);
  await expect(body.locator('b')).toHaveCount(0);
  await expect(comment.getByTestId('comment-mention')).toHaveText('@Emma Clarke');
  await expect(card.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
  await admin.context().close();
});

test('the editor has a message about the mention that leads to the risk', async ({ browser }) => {
  expect(riskPath).not.toBe('');
  const editor = await signedInPage(browser, 'editor@demo.com');
  await editor.goto('/user/messages');
  const subject = `Alex Morgan mentioned you on ${reference}`;
  // The settings service writes the message from the audit event, shortly after.
  await expect(async () => {
    await editor.reload();
    await expect(editor.getByText(subject).first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  await editor.getByText(subject).first().click();
  await expect(editor.getByText('please check @Emma Clarke today.').first()).toBeVisible({ timeout: 20_000 });

  // The comment is on the risk's page for the editor too, and the editor
  // (an approver) may delete it.
  await editor.goto(riskPath);
  const card = editor.getByRole('region', { name: /^Comments/ });
  const comment = card.getByTestId('comment').filter({ hasText: NOTE });
  await expect(comment).toHaveCount(1, { timeout: 30_000 });
  await expect(comment.getByRole('button', { name: 'Delete the comment by Alex Morgan' })).toBeVisible();
  await editor.context().close();
});

test('the comment and its mention are in the audit trail', async ({ request }) => {
  const token = await apiToken(request, 'admin@demo.com');
  const res = await request.get('/api/v1/audit-events?service=risk&entity_type=comment&action=created&per_page=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  type Event = { changes: { after: Record<string, unknown> } };
  const events = ((await res.json()) as { data: Event[] }).data;
  const created = events.find((e) => String(e.changes.after.body).startsWith(NOTE));
  expect(created?.changes.after).toMatchObject({
    entity_type: 'risk',
    entity_reference: reference,
    mentions: ['usr-editor'],
    author_id: 'usr-admin',
  });
});
