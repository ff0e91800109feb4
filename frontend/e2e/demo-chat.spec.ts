// The chat app between two users, live: editor has /chat open in a browser
// of their own; admin opens the app from the menu and sends editor a
// message; editor sees it arrive without reloading (the event stream), opens
// the thread, and its unread count goes; admin then deletes the message and
// it turns "deleted" in editor's open thread, live too. Neither page logs a
// console error. The messages carry unique texts and the other specs do not
// look at the chat.
import { expect, type Page } from '@playwright/test';
import { sidebar, test } from './helpers';

/** The console errors and uncaught errors a page logs from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function signedIn(signedInAs: (email: string) => Promise<Page>, email: string) {
  const page = await signedInAs(email);
  return { page, errors: errorsOf(page) };
}

test('admin sends editor a message that arrives live in the open chat', async ({ signedInAs }) => {
  // Two sign-ins and two live browsers on a shared, loaded server.
  test.setTimeout(120_000);
  const text = `Quarterly review at 3 pm? ${Date.now()}`;
  const editor = await signedIn(signedInAs, 'editor@demo.com');
  await editor.page.goto('/chat');
  await expect(editor.page.getByRole('heading', { name: 'Chat', exact: true })).toBeVisible();
  // The sample threads, pinned first; the stream is open.
  await expect(editor.page.getByTestId('chat-row-sample-2')).toBeVisible();
  await expect(editor.page.getByText('Live', { exact: true })).toBeVisible();

  const admin = await signedIn(signedInAs, 'admin@demo.com');
  await sidebar(admin.page).getByRole('link', { name: 'Chat' }).click();
  await expect(admin.page).toHaveURL(/\/chat$/);
  await expect(admin.page.getByText('Live', { exact: true })).toBeVisible();
  // Editor is a contact (or already a chat, from an earlier run).
  await admin.page.getByRole('searchbox').fill('emma');
  const emma = admin.page.locator('[data-testid="chat-contact-usr-editor"], [data-testid="chat-row-usr-editor"]');
  await expect(emma).toHaveCount(1);
  await emma.click();
  await expect(admin.page).toHaveURL(/contact=usr-editor/);
  await admin.page.getByRole('textbox', { name: 'Type your message' }).fill(text);
  await admin.page.getByRole('button', { name: 'Send' }).click();
  await expect(admin.page.getByRole('log', { name: 'Messages' })).toContainText(text);
  await expect(admin.page.getByRole('textbox', { name: 'Type your message' })).toHaveValue('');

  // Editor's page was not reloaded: the message arrives over the stream.
  await expect(editor.page.getByText('New message from Alex Morgan')).toBeVisible();
  const row = editor.page.getByTestId('chat-row-usr-admin');
  await expect(row).toContainText(text);
  await expect(row.getByLabel(/unread message/)).toBeVisible();
  await row.click();
  await expect(editor.page.getByRole('log', { name: 'Messages' })).toContainText(text);
  // Opening the thread marked it seen.
  await expect(row.getByLabel(/unread message/)).toHaveCount(0);

  // And the answer goes back live too, into admin's open thread.
  const answer = `Yes, 3 pm works. ${Date.now()}`;
  await editor.page.getByRole('textbox', { name: 'Type your message' }).fill(answer);
  await editor.page.getByRole('textbox', { name: 'Type your message' }).press('Enter');
  await expect(admin.page.getByRole('log', { name: 'Messages' })).toContainText(answer);

  // Admin deletes their message: it turns deleted for editor, live.
  const mine = admin.page.getByRole('log', { name: 'Messages' }).locator('[data-sent="true"]', { hasText: text });
  await mine.hover();
  await mine.getByRole('button', { name: 'Delete message' }).click();
  await admin.page.getByRole('button', { name: 'Delete for everyone' }).click();
  const editorLog = editor.page.getByRole('log', { name: 'Messages' });
  await expect(editorLog).not.toContainText(text);
  await expect(editorLog).toContainText('This message was deleted');
  await expect(editorLog).toContainText(answer);
  await expect(admin.page.getByRole('log', { name: 'Messages' })).not.toContainText(text);

  expect(editor.errors).toEqual([]);
  expect(admin.errors).toEqual([]);
});
