// Screenshots for docs/screenshots (run with SCREENSHOTS=1).
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, sidebar, signInAndWait } from './helpers';

const out = (name: string) => fileURLToPath(new URL(`../../docs/screenshots/${name}`, import.meta.url));

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to refresh docs/screenshots');

test('login page', async ({ page }) => {
  await page.goto('/pages/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: out('login.png') });
});

test('admin dashboard', async ({ page }) => {
  await signInAndWait(page, 'admin@demo.com');
  await expect(page.getByTestId('permission-badges')).toBeVisible();
  await page.getByText('Authentication successful').waitFor({ state: 'detached', timeout: 10_000 });
  await page.screenshot({ path: out('dashboard-admin.png') });
});

test('staff sidebar', async ({ page }) => {
  await signInAndWait(page, 'staff@demo.com');
  await page.goto('/risk/all');
  await expect(sidebar(page)).toBeVisible();
  await page.screenshot({ path: out('sidebar-staff.png') });
});

test.describe('settings screens', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  /** Sample functions, users and a custom role on top of the server's seed, created through the API. */
  test.beforeAll(async ({ request, baseURL }) => {
    const login = await request.post(`${baseURL}/api/auth/login`, {
      data: { email: 'admin@demo.com', password: DEMO_PASSWORD, remember: false },
    });
    const { token } = (await login.json()).data as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    /** Retries a write the server answered 503 (a busy embedded database). */
    const retry = async (call: () => Promise<APIResponse>): Promise<APIResponse> => {
      for (let attempt = 0; ; attempt += 1) {
        const res = await call();
        if (res.status() !== 503 || attempt === 5) return res;
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
    };
    const users = await request.get(`${baseURL}/api/v1/users?q=olivia@example.com`, { headers });
    if (((await users.json()) as { total: number }).total > 0) return;

    type Fn = { id: string; name: string; parent_id: string | null; description: string };
    const seeded = (await (await request.get(`${baseURL}/api/v1/functions?per_page=100`, { headers })).json()) as {
      data: Fn[];
    };
    const fnId = new Map(seeded.data.map((f) => [f.name, f.id]));

    const people: [string, string, string][] = [
      ['Olivia Bennett', 'editor', 'Compliance & Legal'],
      ['Lucas Meyer', 'staff', 'Logistics'],
      ['Sofia Rossi', 'staff', 'Payroll'],
      ['Hugo Laurent', 'user', 'Internal Audit'],
      ['Mia Tanaka', 'staff', 'Information Security'],
      ['Noah Fischer', 'user', 'Operations'],
      ['Amara Okafor', 'staff', 'Internal Audit'],
      ['Jonas Berg', 'editor', 'Information Technology'],
      ['Elena Petrova', 'user', 'Recruiting'],
      ['Daniel Kim', 'staff', 'Finance'],
    ];
    const ids: Record<string, string> = {};
    for (const [name, role] of people) {
      const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
      const res = await retry(() =>
        request.post(`${baseURL}/api/v1/users`, {
          headers,
          data: { name, email, role, function_id: null, password: 'First-pass-1' },
        }),
      );
      ids[name] = ((await res.json()) as { id: string }).id;
    }
    const functions: [string, string, string, string][] = [
      ['Internal Audit', 'Compliance & Legal', 'Amara Okafor', 'Independent assurance over risks and controls.'],
      ['Payroll', 'Finance', 'Sofia Rossi', 'Salaries, benefits and expenses.'],
      ['Information Security', 'Information Technology', 'Mia Tanaka', 'Security operations and awareness.'],
      ['Logistics', 'Operations', 'Lucas Meyer', 'Warehousing, fleet and deliveries.'],
      ['Recruiting', 'Human Resources', 'Elena Petrova', 'Hiring and onboarding.'],
    ];
    for (const [name, parent, head, description] of functions) {
      const res = await retry(() =>
        request.post(`${baseURL}/api/v1/functions`, {
          headers,
          data: { name, parent_id: fnId.get(parent) ?? null, head_user_id: ids[head], description },
        }),
      );
      expect(res.status()).toBe(201);
      fnId.set(name, ((await res.json()) as Fn).id);
    }
    for (const [name, , fnName] of people) {
      await retry(() =>
        request.patch(`${baseURL}/api/v1/users/${ids[name]}`, { headers, data: { function_id: fnId.get(fnName) ?? null } }),
      );
    }
    await retry(() => request.post(`${baseURL}/api/v1/users/${ids['Noah Fischer']}/deactivate`, { headers }));
    await retry(() => request.post(`${baseURL}/api/v1/roles`, {
      headers,
      data: { name: 'auditor', description: 'Reads the audit trail and exports reports' },
    }));
    await retry(() => request.put(`${baseURL}/api/v1/roles/auditor/permissions`, {
      headers,
      data: { permissions: { 'risk.read': true, 'audit.read': true, 'report.export': true } },
    }));
    await retry(() => request.put(`${baseURL}/api/v1/roles/staff/permissions`, {
      headers,
      data: { permissions: { 'risk.read': true, 'risk.write': true, 'category.manage': true } },
    }));
  });

  async function settle(page: Page) {
    await page.getByText('Authentication successful').waitFor({ state: 'detached', timeout: 10_000 });
    await page.evaluate(() => document.fonts.ready);
  }

  test('users list', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.com');
    await page.goto('/settings/user');
    await expect(page.getByTestId('user-row').nth(5)).toBeVisible();
    await expect(page.getByTestId('user-row').first()).toContainText('—');
    await settle(page);
    await page.screenshot({ path: out('settings-users.png') });
  });

  test('roles matrix with an unsaved change', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.com');
    await page.goto('/settings/roles');
    await page.getByRole('checkbox', { name: 'Staff: Approve risks' }).check();
    await page.getByRole('checkbox', { name: 'User: Export reports' }).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(0, 0);
    await settle(page);
    await page.screenshot({ path: out('settings-roles-matrix.png') });
  });

  test('functions tree', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.com');
    await page.goto('/department');
    await page.getByRole('treeitem', { name: 'Internal Audit' }).click();
    await expect(page.getByTestId('function-members')).toContainText('Amara Okafor');
    await settle(page);
    await page.screenshot({ path: out('settings-functions.png') });
  });

  test('logs with a diff', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.com');
    await page.goto('/settings/logs');
    await expect(page.getByTestId('audit-row').nth(5)).toBeVisible();
    await settle(page);
    await page.screenshot({ path: out('settings-logs.png') });
    await page.getByTestId('audit-row').filter({ hasText: 'Permissions changed' }).first().click();
    await expect(page.getByTestId('audit-diff')).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: out('settings-logs-diff.png') });
  });
});

test.describe('shell themes', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  const DEFAULTS = {
    layout: 'horizontal',
    theme: 'semi-dark',
    sidebarCollapsed: false,
    navbarColor: '',
    navbarType: 'sticky',
    footerType: 'hidden',
    menuTheme: 'success',
    direction: 'ltr',
    hideScrollToTop: false,
  };
  const SHOTS = [
    ['shell-horizontal-light.png', {}],
    ['shell-vertical-semi-dark.png', { layout: 'vertical' }],
    ['shell-vertical-dark.png', { layout: 'vertical', theme: 'dark', menuTheme: 'primary' }],
    ['shell-horizontal-dark.png', { theme: 'dark', menuTheme: 'primary' }],
    ['shell-vertical-light-rtl.png', { layout: 'vertical', theme: 'light', direction: 'rtl', menuTheme: 'primary' }],
    ['shell-vertical-light-footer.png', { layout: 'vertical', theme: 'light', footerType: 'static', menuTheme: 'info' }],
  ] as const;

  for (const [file, patch] of SHOTS) {
    test(file, async ({ page, request }) => {
      const login = await request.post('/api/auth/login', {
        data: { email: 'admin@demo.com', password: DEMO_PASSWORD, remember: false },
      });
      const { token } = (await login.json()).data as { token: string };
      const saved = await request.put('/api/app/user/preferences', {
        headers: { Authorization: `Bearer ${token}` },
        data: { ...DEFAULTS, ...patch },
      });
      expect(saved.status()).toBe(200);
      await signInAndWait(page, 'admin@demo.com');
      await page.getByText('Authentication successful').waitFor({ state: 'detached', timeout: 10_000 });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: out(file) });
    });
  }

  test('shell-customizer.png', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.com');
    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeVisible();
    await page.getByText('Authentication successful').waitFor({ state: 'detached', timeout: 10_000 });
    await page.waitForTimeout(400); // the drawer's slide-in
    await page.screenshot({ path: out('shell-customizer.png') });
  });

  test('shell-search.png', async ({ page }) => {
    await signInAndWait(page, 'admin@demo.com');
    await page.getByText('Authentication successful').waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('combobox', { name: 'Search pages, files and contacts' }).fill('risk');
    await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
    await page.getByText('Authentication successful').waitFor({ state: 'detached', timeout: 10_000 });
    await page.screenshot({ path: out('shell-search.png') });
  });
});
