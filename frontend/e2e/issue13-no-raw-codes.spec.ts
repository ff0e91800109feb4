// Issue 13, item 9: no raw codes where people read. An admin walks every risk
// and settings screen in German, French and Portuguese (opening an event of
// the Audit Trail and of Logs) and the visible text holds no code
// (`snake_case`) and none of a list of English UI words that are not data.
// Run with ./scripts/e2e.sh e2e/issue13-no-raw-codes.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { signInAndWait } from './helpers';

const CODE = /^[a-z]+(_[a-z]+)+$/;

/**
 * English words of the interface that differ in German, French and
 * Portuguese (not data): seeing one means a text was not translated.
 */
const ENGLISH = [
  'Owner',
  'Created',
  'Updated',
  'Approved',
  'Rejected',
  'Deleted',
  'Submitted',
  'Before',
  'After',
  'Due date',
  'Category',
  'Approval status',
  'Signed in',
  'Permissions changed',
  'Risk method',
  'Control activity',
  'Action plan',
  'Likelihood',
  'Unlikely',
  'Almost certain',
  'Insignificant',
  'Catastrophic',
  'Satisfactory',
  'Some weaknesses',
  'Minor improvements',
  'Full access, including settings and roles',
  'Works on the risk register',
  'Reads the risk register',
];

/** The visible texts of the page: every shown text node, placeholders and titles of shown fields. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: Element | null) =>
      el instanceof HTMLElement && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (!shown(parent)) continue;
      const text = node.nodeValue?.trim();
      if (text) out.push(text);
    }
    for (const field of Array.from(document.querySelectorAll('input[placeholder], textarea[placeholder]'))) {
      if (shown(field)) out.push(field.getAttribute('placeholder') ?? '');
    }
    return out;
  });
}

/** The texts of `page` that are codes or English UI words, each as "screen: text". */
async function findRawTexts(page: Page, screen: string): Promise<string[]> {
  const problems = new Set<string>();
  for (const text of await visibleTexts(page)) {
    const segments = text.split(/\n|\s·\s|:\s/).map((part) => part.trim());
    for (const segment of segments) {
      if (ENGLISH.includes(segment)) problems.add(`${screen}: English "${segment}"`);
      for (const token of segment.split(/\s+/)) {
        const word = token.replace(/^[^a-z_]+|[^a-z_]+$/g, '');
        if (CODE.test(word)) problems.add(`${screen}: code "${word}" in "${text.slice(0, 80)}"`);
      }
    }
  }
  return [...problems];
}

/** Waits for the page's data: no skeleton or loader left, the main heading shown. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** Opens the first `count` events of an audit table one after the other, checking each drawer. */
async function walkEvents(page: Page, screen: string, count: number): Promise<string[]> {
  const problems: string[] = [];
  const rows = page.getByTestId('audit-row');
  // The page has settled (see `visit`): its rows are there, or none are.
  const total = Math.min(count, await rows.count());
  for (let i = 0; i < total; i += 1) {
    await rows.nth(i).click();
    const drawer = page.getByTestId('audit-details');
    await expect(drawer).toBeVisible();
    await page.waitForLoadState('networkidle');
    const action = (await drawer.locator('.mantine-Badge-root').first().textContent()) ?? '';
    problems.push(...(await findRawTexts(page, `${screen}, event ${i + 1} (${action})`)));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  return problems;
}

const LANGUAGES = [
  { code: 'de', heading: 'Risikoregister' },
  { code: 'fr', heading: 'Registre des risques' },
  { code: 'pt', heading: 'Registo de riscos' },
] as const;

for (const language of LANGUAGES) {
  test(`${language.code}: the risk and settings screens show no raw code and no English label`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInAndWait(page, 'admin@demo.com');
    await expect(page.getByText('Authentication successful')).toBeHidden({ timeout: 15_000 });
    await page.evaluate((code) => localStorage.setItem('riskhub.language', code), language.code);

    const problems: string[] = [];
    const visit = async (screen: string, path: string) => {
      await page.goto(path);
      await settle(page);
      problems.push(...(await findRawTexts(page, screen)));
    };

    await visit('Dashboard', '/');

    await visit('Risk register', '/risk/all');
    await expect(page.getByRole('heading', { name: language.heading })).toBeVisible();
    const riskLink = page.getByTestId('risk-row').first().locator('a').first();
    const riskHref = await riskLink.getAttribute('href');
    expect(riskHref).toBeTruthy();
    await visit('Risk detail', riskHref ?? '/');

    await visit('New risk wizard', '/risk/risk/wizard');

    await visit('Controls', '/risk/control');
    const controlHref = await page.getByTestId('control-row').first().locator('a').first().getAttribute('href');
    expect(controlHref).toBeTruthy();
    await visit('Control detail', controlHref ?? '/');

    await visit('Action plans', '/risk/action/plan');
    await visit('Reports (heat maps)', '/risk/report');
    await expect(page.getByTestId('heat-map-net').getByTestId('heat-cell').first()).toBeVisible();

    await visit('Audit trail', '/risk/activity');
    await expect(page.getByTestId('audit-row').first()).toBeVisible();
    problems.push(...(await walkEvents(page, 'Audit trail', 6)));

    await visit('Risk method', '/risk/method');
    await visit('Risk categories', '/risk/category');
    await visit('Users', '/settings/user');
    await visit('Roles', '/settings/role');
    await visit('Roles matrix', '/settings/roles');
    await visit('Functions', '/department');

    await visit('Logs', '/settings/logs');
    await expect(page.getByTestId('audit-row').first()).toBeVisible();
    problems.push(...(await walkEvents(page, 'Logs', 6)));
    // The events of every service, not only the newest sign-ins.
    for (const service of ['risk', 'settings']) {
      await visit(`Logs (${service})`, `/settings/logs?service=${service}`);
      problems.push(...(await walkEvents(page, `Logs (${service})`, 3)));
    }

    expect(problems).toEqual([]);
  });
}
