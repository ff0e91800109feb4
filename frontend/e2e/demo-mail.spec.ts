// The mail app between two users: admin composes to editor; editor, in a
// browser of their own, finds it on top of the inbox, unread, opens it and
// reads it. Both copies go to the trash afterwards (the server is shared).
// Then a draft: saved from compose, found in Drafts, reopened and sent.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { sendMail, signInAndWait } from './helpers';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAndWait(page, email);
  return page;
}

test('admin mails editor, who finds it in the inbox and opens it', async ({ browser }) => {
  // Two users sign in and walk the app on a shared, busy server.
  test.setTimeout(120_000);
  const subject = `Board pack ${Date.now()}`;
  const admin = await signedIn(browser, 'admin@demo.com');

  // The app from the menu: the inbox with the sample mails.
  await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Email' }).click();
  await expect(admin).toHaveURL(/\/email\/inbox$/);
  await expect(admin.getByTestId('mail-row').first()).toBeVisible();

  // Compose to editor.
  const dialog = await sendMail(admin, 'editor@demo.com', subject, 'Hello Editor,\n\nthe board pack is ready.');
  await expect(dialog).toBeHidden();

  // It is in admin's Sent.
  await admin.getByTestId('mail-folder-sent').click();
  await expect(admin).toHaveURL(/\/email\/sent$/);
  const sentRow = admin.getByTestId('mail-row').filter({ hasText: subject });
  await expect(sentRow).toBeVisible();

  // Editor, in another browser, finds it on top of the inbox, unread.
  const editor = await signedIn(browser, 'editor@demo.com');
  await editor.goto('/email/inbox');
  const row = editor.getByTestId('mail-row').first();
  // Editor's first open writes their sample mails: give a busy server time.
  await expect(row).toContainText(subject, { timeout: 30_000 });
  await expect(row).toContainText('Alex Morgan');
  await expect(row).toHaveAttribute('data-unread', 'true');

  // The search finds it too, in any case.
  await editor.getByRole('searchbox', { name: 'Search mail' }).fill(subject.toUpperCase());
  await expect(editor.getByTestId('mail-row')).toHaveCount(1);

  // Opening it shows the message; back in the list it is read.
  await editor.getByTestId('mail-row').first().click();
  await expect(editor.getByRole('heading', { name: subject })).toBeVisible();
  await expect(editor.getByTestId('mail-message')).toContainText('the board pack is ready.');
  await expect(editor.getByText('admin@demo.com')).toBeVisible();
  await editor.getByRole('button', { name: 'Back to the list' }).click();
  await expect(editor.getByTestId('mail-row').first()).not.toHaveAttribute('data-unread', 'true');

  // Clean up: editor's copy and admin's copy to the trash.
  await editor.getByTestId('mail-row').first().click();
  await editor.getByRole('button', { name: 'Move to trash' }).click();
  await expect(editor.getByRole('heading', { name: subject })).toBeHidden();
  await editor.getByTestId('mail-folder-trash').click();
  await editor.getByRole('searchbox', { name: 'Search mail' }).fill(subject);
  await expect(editor.getByTestId('mail-row')).toHaveCount(1);

  await sentRow.getByRole('checkbox').check();
  await admin.getByRole('button', { name: 'Move to trash' }).click();
  await expect(sentRow).toBeHidden();

  await admin.context().close();
  await editor.context().close();
});

test('a saved draft waits in Drafts, reopens with its fields and is sent from there', async ({ page }) => {
  test.setTimeout(60_000);
  const subject = `Draft ${Date.now()}`;
  await signInAndWait(page, 'staff@demo.com');
  await page.goto('/email/inbox');
  await expect(page.getByTestId('mail-row').first()).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Compose' }).click();
  const compose = page.getByRole('dialog', { name: 'New message' });
  const to = compose.getByRole('textbox', { name: 'To' });
  await to.fill('staff@demo.com');
  await to.press('Enter');
  await compose.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await compose.getByRole('textbox', { name: 'Message' }).fill('Notes for later.');
  await page.screenshot({ path: test.info().outputPath('compose.png') });
  await compose.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  await page.getByTestId('mail-folder-draft').click();
  const row = page.getByTestId('mail-row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('drafts.png') });
  await row.click();
  const draft = page.getByRole('dialog', { name: 'Draft' });
  await expect(draft.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
  await expect(draft.getByRole('textbox', { name: 'Message' })).toHaveValue('Notes for later.');
  await draft.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Mail sent to 1 mailbox.')).toBeVisible();
  await expect(row).toBeHidden();
});
