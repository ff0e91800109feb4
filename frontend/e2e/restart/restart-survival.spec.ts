// Mail and chat survive a restart of the server (issue 15). Run only by
// scripts/restart-survival.sh, which starts the server as `make run` does,
// runs the "before" phase, stops the server with Ctrl-C (SIGINT), starts it
// again on the same data directory and runs the "after" phase. RESTART_MARK
// makes this run's mail and message unique.
import { expect } from '@playwright/test';
import { sendMail, sidebar, test } from '../helpers';

const phase = process.env.RESTART_PHASE;
const mark = process.env.RESTART_MARK ?? '';
const subject = `Restart check ${mark}`;
const said = `Still here after the restart? ${mark}`;

test('before the restart: admin mails and messages editor, who sees both', async ({ signedInAs }) => {
  test.skip(phase !== 'before', 'run by scripts/restart-survival.sh');
  test.setTimeout(120_000);
  const admin = await signedInAs('admin@demo.com');

  await sidebar(admin).getByRole('link', { name: 'Email' }).click();
  await sendMail(admin, 'editor@demo.com', subject, 'Written before the server stopped.');

  await sidebar(admin).getByRole('link', { name: 'Chat' }).click();
  await admin.getByRole('searchbox').fill('emma');
  const emma = admin.locator('[data-testid="chat-contact-usr-editor"], [data-testid="chat-row-usr-editor"]');
  await emma.click();
  await admin.getByRole('textbox', { name: 'Type your message' }).fill(said);
  await admin.getByRole('button', { name: 'Send' }).click();
  await expect(admin.getByRole('log', { name: 'Messages' })).toContainText(said);

  const editor = await signedInAs('editor@demo.com');
  await editor.goto('/email/inbox');
  await expect(editor.getByTestId('mail-row').first()).toContainText(subject, { timeout: 30_000 });
  await editor.goto('/chat');
  await expect(editor.getByTestId('chat-row-usr-admin')).toContainText(said);
});

test('after the restart: editor still finds the mail and the message', async ({ signedInAs }) => {
  test.skip(phase !== 'after', 'run by scripts/restart-survival.sh');
  test.setTimeout(60_000);
  const editor = await signedInAs('editor@demo.com');

  await editor.goto('/email/inbox');
  const row = editor.getByTestId('mail-row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(editor.getByTestId('mail-message')).toContainText('Written before the server stopped.');

  await editor.goto('/chat');
  const thread = editor.getByTestId('chat-row-usr-admin');
  await expect(thread).toContainText(said);
  await thread.click();
  await expect(editor.getByRole('log', { name: 'Messages' })).toContainText(said);
});
