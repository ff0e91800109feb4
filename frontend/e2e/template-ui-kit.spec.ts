// The UI kit template pages in a real browser against the real server: each
// page renders without console errors or failed requests, the auto-complete
// suggests films from GET /api/autocomplete/data, and a click on a feather
// icon copies its component (with a toast) and the action cards work.
import { expect } from '@playwright/test';
import { test } from './helpers';

const PAGES: [string, string][] = [
  ['/ui-element/grid', 'Grid'],
  ['/ui-element/typography', 'Typography'],
  ['/ui-element/textutilities', 'Text utilities'],
  ['/ui-element/syntaxhighlighter', 'Syntax highlighter'],
  ['/colors/colors', 'Colours'],
  ['/icons/reactfeather', 'Feather icons'],
  ['/cards/basic', 'Basic cards'],
  ['/cards/statistics', 'Statistics cards'],
  ['/cards/analytics', 'Analytics cards'],
  ['/cards/action', 'Action cards'],
  ['/extra-components/avatar', 'Avatar'],
  ['/extra-components/chips', 'Chips'],
  ['/extra-components/divider', 'Divider'],
  ['/extra-components/auto-complete', 'Autocomplete'],
];

test('every UI kit page renders without errors', async ({ signedInAs }) => {
  test.setTimeout(300_000);
  const page = await signedInAs('staff@demo.com');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  // Calls cut short by the next page.goto are aborted, not failed.
  page.on('requestfailed', (request) => {
    if (!request.failure()?.errorText.includes('ERR_ABORTED')) problems.push(`failed ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  for (const [path, title] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main .mantine-Card-root').first()).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('the auto-complete suggests films from the demo service', async ({ signedInAs }) => {
  test.setTimeout(90_000);
  const page = await signedInAs('demo@demo.com');
  await page.goto('/extra-components/auto-complete');
  await expect(page.getByRole('heading', { level: 1, name: 'Autocomplete' })).toBeVisible({ timeout: 30_000 });
  const input = page.getByRole('textbox', { name: 'Film' }).first();
  await input.fill('godf');
  await expect(page.getByRole('option', { name: 'The Godfather', exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'The Godfather Part II' }).click();
  await expect(input).toHaveValue('The Godfather Part II');

  const search = page.getByTestId('async-input');
  await search.fill('matrix');
  await expect(page.getByText('Matches: 1')).toBeVisible();
});

test('a click on an icon copies its component; cards collapse and close', async ({ signedInAs }) => {
  test.setTimeout(90_000);
  const page = await signedInAs('demo@demo.com');
  await page.goto('/icons/reactfeather');
  await expect(page.getByRole('heading', { level: 1, name: 'Feather icons' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Search icons' }).fill('bell');
  await expect(page.getByTestId('icon-tile')).toHaveCount(2);
  await page.getByRole('button', { name: 'Copy <BellOff />' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();

  await page.goto('/cards/action');
  await expect(page.getByRole('heading', { level: 1, name: 'Action cards' })).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('region', { name: 'All actions' });
  await card.getByRole('button', { name: 'Collapse' }).click();
  await expect(card.getByText('This card collapses, refreshes and closes.')).toBeHidden();
  await card.getByRole('button', { name: 'Expand' }).click();
  await expect(card.getByText('This card collapses, refreshes and closes.')).toBeVisible();
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Restore cards (1)' }).click();
  await expect(page.getByRole('region', { name: 'All actions' })).toBeVisible();
});
