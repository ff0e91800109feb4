// The todo and calendar apps as a user works them: add a task, complete it,
// trash it; drag a calendar event to another day and find it there after a
// reload; the editor sees their action plan's due date, read-only, on their
// calendar. What a test creates it removes (the trash is the end of a task).
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, sidebar, test } from './helpers';

// Sign-ins and a calendar on a loaded 2-core machine.
test.setTimeout(90_000);

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A day of the current month other than today (the 10th, or the 20th when today is the 10th). */
function otherDayThisMonth(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() === 10 ? 20 : 10);
}

test('a task is added, completed and trashed', async ({ signedInAs }) => {
  const title = `Call the auditor ${Date.now()}`;
  const page = await signedInAs('admin@demo.com');
  await sidebar(page).getByRole('link', { name: 'Todo' }).click();
  await expect(page).toHaveURL(/\/todo\/all$/);
  await expect(page.getByTestId('task-row').first()).toBeVisible();

  // Add: the title is required, then the new task is on top.
  await page.getByRole('button', { name: 'Add task' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'New task' });
  await drawer.getByRole('button', { name: 'Add task' }).click();
  await expect(drawer.getByTestId('required-tag')).toBeVisible();
  await drawer.getByRole('textbox', { name: /Title/ }).fill(title);
  await drawer.getByRole('textbox', { name: 'Description' }).fill('About the sampling plan');
  await drawer.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByText('Task added')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('task-row').first()).toContainText(title);

  // Complete: it shows under Completed.
  await page.getByRole('checkbox', { name: `Mark "${title}" as done` }).click();
  await expect(page.getByRole('checkbox', { name: `Mark "${title}" as not done` })).toBeChecked();
  await page.getByRole('link', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/\/todo\/completed$/);
  await expect(page.getByTestId('task-row').filter({ hasText: title })).toBeVisible();

  // Trash: gone from Completed and All, found under Trashed, read-only.
  await page.getByRole('button', { name: `Move "${title}" to the trash` }).click();
  await expect(page.getByText('Task moved to the trash')).toBeVisible();
  await expect(page.getByTestId('task-row').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('link', { name: 'Trashed' }).click();
  const trashed = page.getByTestId('task-row').filter({ hasText: title });
  await expect(trashed).toBeVisible();
  await trashed.getByText(title).click();
  await expect(page.getByRole('dialog', { name: 'Edit task' }).getByText('This task is in the trash')).toBeVisible();
});

test('an event dragged to another day keeps it after a reload', async ({ signedInAs }) => {
  const title = `Audit walkthrough ${Date.now()}`;
  const page = await signedInAs('admin@demo.com');
  await sidebar(page).getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();

  // Add an all-day event today.
  await page.getByRole('button', { name: 'Add event' }).click();
  const drawer = page.getByRole('dialog', { name: 'New event' });
  await drawer.getByRole('textbox', { name: /Title/ }).fill(title);
  await drawer.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByText('Event added')).toBeVisible();
  const event = page.locator('.fc-event', { hasText: title });
  await expect(event).toBeVisible();
  await expect(page.locator(`.fc-daygrid-day[data-date="${day(new Date())}"]`)).toContainText(title);

  // Drag it to another day of the month.
  const target = otherDayThisMonth();
  const cell = page.locator(`.fc-daygrid-day[data-date="${day(target)}"]`);
  const from = await event.boundingBox();
  const to = await cell.boundingBox();
  if (!from || !to) throw new Error('the event and the target day are on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText('Event moved')).toBeVisible();

  await page.reload();
  await expect(page.locator(`.fc-daygrid-day[data-date="${day(target)}"]`)).toContainText(title);
  await expect(page.locator(`.fc-daygrid-day[data-date="${day(new Date())}"]`)).not.toContainText(title);

  // Clean up.
  await page.locator('.fc-event', { hasText: title }).click();
  await page.getByRole('dialog', { name: 'Edit event' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Event deleted')).toBeVisible();
  await expect(page.locator('.fc-event', { hasText: title })).toHaveCount(0);
});

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBeTruthy();
  return ((await login.json()) as { data: { token: string } }).data.token;
}

test("the editor sees their action plan's due date, read-only, on their calendar", async ({ signedInAs, request }) => {
  const title = `Second supplier ${Date.now()}`;
  // A plan is due today or later; tomorrow shows in this month's grid (its trailing days included).
  const due = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const admin = await apiToken(request, 'admin@demo.com');
  const headers = { Authorization: `Bearer ${admin}` };
  const created = await request.post('/api/v1/action-plans', {
    headers,
    data: { title, priority: 'High', owner_id: 'usr-editor', start_date: '', due_date: day(due), progress: 0, status: 'in_progress' },
  });
  expect(created.status()).toBe(201);
  const plan = (await created.json()) as { id: string; reference: string; version: number };
  try {
    const page = await signedInAs('editor@demo.com');
    await page.goto('/calendar');
    const event = page.locator(`.fc-daygrid-day[data-date="${day(due)}"] .fc-event`, { hasText: title });
    await expect(event).toBeVisible();
    await expect(event).toContainText(plan.reference);
    // Drawn apart and not draggable.
    await expect(event).not.toHaveClass(/fc-event-draggable/);
    await expect(page.getByRole('checkbox', { name: 'My risk due dates' })).toBeChecked();
    // A click opens the plan in the action plans list.
    await event.click();
    await expect(page).toHaveURL(new RegExp(`/risk/action/plan\\?q=${plan.reference}$`));
  } finally {
    await request.delete(`/api/v1/action-plans/${plan.id}?version=${plan.version}`, { headers });
  }
});
