// Record search from the top bar (issue 13, ADR 0018), against the real
// server and its seeded register: Ctrl+K, a risk's reference, Enter opens the
// risk; a control's title finds the control, which opens its page. Nothing is
// changed.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAndWait } from './helpers';

async function api<T>(page: Page, path: string): Promise<T> {
  const login = await page.request.post('/api/auth/login', { data: { email: 'editor@demo.com', password: DEMO_PASSWORD } });
  const token = (await login.json()).data.token as string;
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

async function openSearch(page: Page) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search pages, files and contacts' });
  await expect(input).toBeFocused();
  return input;
}

test('Ctrl+K finds a risk by its reference and a control by its title, and opens each', async ({ page }) => {
  type Row = { id: string; reference: string; title: string };
  const risks = await api<{ data: Row[] }>(page, '/api/v1/risks?per_page=1&sort=-reference');
  const controls = await api<{ data: Row[] }>(page, '/api/v1/controls?per_page=1&sort=title');
  const risk = risks.data[0]!;
  const control = controls.data[0]!;

  await signInAndWait(page, 'editor@demo.com');
  // The shortcut works once the signed-in layout (a lazy chunk) is on screen.
  await expect(page.getByRole('button', { name: 'Open search' })).toBeVisible();

  let input = await openSearch(page);
  await input.fill(risk.reference.toLowerCase());
  const results = page.getByRole('listbox', { name: 'Search results' });
  const riskOption = results.getByRole('group', { name: 'Risks' }).getByRole('option', { name: new RegExp(risk.reference) });
  await expect(riskOption).toBeVisible();
  // The risk is the first result: Enter opens it.
  await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(results.getByRole('option').first()).toContainText(risk.title);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/risk/risk/${risk.id}$`));
  await expect(page.getByText(risk.reference).first()).toBeVisible();

  input = await openSearch(page);
  await input.fill(control.title);
  const controlsGroup = results.getByRole('group', { name: 'Controls' });
  await expect(controlsGroup.getByRole('option', { name: new RegExp(control.reference) })).toBeVisible();
  // Down to the control with the keyboard, then Enter.
  const options = results.getByRole('option');
  const count = await options.count();
  for (let i = 0; i < count; i += 1) {
    const option = options.nth(i);
    if ((await option.getAttribute('aria-selected')) === 'true' && (await option.textContent())?.includes(control.reference)) break;
    await input.press('ArrowDown');
  }
  await expect(controlsGroup.getByRole('option', { name: new RegExp(control.reference) })).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/risk/control/${control.id}$`));
  await expect(page.getByText(control.title).first()).toBeVisible();
});
