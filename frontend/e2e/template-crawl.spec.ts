// Issue 16's crawl: every route of spec section 2 ("Template and demo
// routes"), opened one after another as the admin. Each renders a page (not
// "not found", not an empty page) without a console error, an uncaught
// exception, a failed request or an /api answer of 400 or more. The routes
// take turns at the four languages, light and dark, ltr and rtl, so every
// combination is seen somewhere without crawling four times.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TEMPLATE_ROUTES } from '../src/config/template-routes';
import { DEMO_PASSWORD, signInAndWait, test } from './helpers';

/** Spec section 2's list, as written there (/ is the risk dashboard here; the analytics one is at /dashboard/analytics). */
const SPEC_ROUTES = [
  '/',
  '/dashboard/analytics',
  '/ecommerce-dashboard',
  '/todo/all',
  '/chat',
  '/email/inbox',
  '/calendar',
  ...['shop', 'wishlist', 'checkout', 'product-detail'].map((p) => `/ecommerce/${p}`),
  ...['grid', 'typography', 'textutilities', 'syntaxhighlighter'].map((p) => `/ui-element/${p}`),
  '/colors/colors',
  '/icons/reactfeather',
  ...['basic', 'statistics', 'analytics', 'action'].map((p) => `/cards/${p}`),
  ...['reactstrap', 'react-tables', 'agGrid', 'data-tables'].map((p) => `/tables/${p}`),
  '/data-list/list-view',
  '/data-list/thumb-view',
  ...[
    'alerts',
    'buttons',
    'breadcrumbs',
    'carousel',
    'collapse',
    'dropdowns',
    'list-group',
    'modals',
    'pagination',
    'nav-component',
    'navbar',
    'tabs-component',
    'pills-component',
    'tooltips',
    'popovers',
    'badges',
    'pill-badges',
    'progress',
    'media-objects',
    'spinners',
    'toasts',
  ].map((p) => `/components/${p}`),
  ...['avatar', 'chips', 'divider', 'auto-complete'].map((p) => `/extra-components/${p}`),
  ...['select', 'switch', 'checkbox', 'radio', 'input', 'input-group', 'number-input', 'textarea', 'pickers', 'input-mask'].map(
    (p) => `/forms/elements/${p}`,
  ),
  '/forms/layout/form-layout',
  '/forms/wizard',
  '/forms/formik',
  ...['profile', 'faq', 'knowledge-base', 'search', 'invoice', 'account-settings', 'user/list', 'user/view'].map(
    (p) => `/pages/${p}`,
  ),
  '/app/user/list',
  '/app/user/view',
  '/app/user/edit',
  ...['coming-soon', 'error/404', 'error/500', 'not-authorized', 'maintenance'].map((p) => `/misc/${p}`),
  '/charts/apex',
  '/charts/chartjs',
  '/charts/recharts',
  '/maps/leaflet',
  ...[
    'toastr',
    'slider',
    'file-uploader',
    'wysiwyg-editor',
    'drag-and-drop',
    'tour',
    'clipboard',
    'context-menu',
    'i18n',
    'swiper',
    'access-control',
    'tree',
    'pagination',
    'export',
    'import',
    'export-selected',
  ].map((p) => `/extensions/${p}`),
  '/template',
  // Pages for visitors: a signed-in user is sent on (to the dashboard) or shown the page.
  '/pages/login',
  '/pages/register',
  '/pages/forgot-password',
  '/pages/reset-password',
] as const;

const VARIANTS = [
  { language: 'en', mode: 'light', direction: 'ltr' },
  { language: 'de', mode: 'dark', direction: 'ltr' },
  { language: 'fr', mode: 'light', direction: 'rtl' },
  { language: 'pt', mode: 'dark', direction: 'ltr' },
  { language: 'en', mode: 'dark', direction: 'rtl' },
  { language: 'de', mode: 'light', direction: 'ltr' },
] as const;

type Variant = (typeof VARIANTS)[number];
type Problem = { route: string; what: string };

/** The 404 page's heading in the four languages. */
const NOT_FOUND = /page not found|seite nicht gefunden|page introuvable|página não encontrada/i;

function watch(page: Page, current: () => string, problems: Problem[]): void {
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push({ route: current(), what: `console: ${m.text()}` });
  });
  page.on('pageerror', (e) => problems.push({ route: current(), what: `uncaught: ${e.message}` }));
  page.on('requestfailed', (r) => {
    // A request cut short by the next navigation is not a failure.
    if (r.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push({ route: current(), what: `request failed: ${r.url()} ${r.failure()?.errorText ?? ''}` });
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push({ route: current(), what: `${r.status()} ${r.request().method()} ${r.url()}` });
  });
}

/**
 * The user's language and look are kept on their account (and win over the
 * browser's copy at load): set them there, as the customizer and the language
 * menu do, and in the browser.
 */
async function applyVariant(page: Page, request: APIRequestContext, token: string, variant: Variant): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const look = {
    layout: 'vertical',
    theme: variant.mode,
    sidebarCollapsed: false,
    navbarColor: '',
    navbarType: 'sticky',
    footerType: 'hidden',
    menuTheme: 'primary',
    direction: variant.direction,
    hideScrollToTop: false,
  };
  expect((await request.put('/api/app/user/preferences', { headers, data: look })).ok()).toBe(true);
  expect((await request.patch('/api/app/user', { headers, data: { language: variant.language } })).ok()).toBe(true);
  await page.evaluate(
    ({ language, theme }) => {
      localStorage.setItem('riskhub.language', language);
      localStorage.setItem('riskhub.theme', JSON.stringify(theme));
    },
    { language: variant.language, theme: look },
  );
}

test('the route list covers every template route of the route table', () => {
  const listed = new Set<string>(SPEC_ROUTES);
  expect(Object.values(TEMPLATE_ROUTES).map((r) => r.path).filter((path) => !listed.has(path))).toEqual([]);
});

/**
 * Opens a route as a user following a link does (history push, the SPA
 * routes it); the first of a run is a full load. Done when the new page's
 * heading is up and its requests have settled (streams aside).
 */
async function open(page: Page, path: string, first: boolean, inFlight: () => number): Promise<void> {
  if (first) {
    await page.goto(path);
  } else {
    await page.evaluate((to) => {
      document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-crawl-old', ''));
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await expect(page.locator('h1:not([data-crawl-old])').first(), `${path} shows its heading`).toBeVisible({
    timeout: 30_000,
  });
  for (let quiet = 0, waited = 0; quiet < 3 && waited < 40; waited += 1) {
    quiet = inFlight() === 0 ? quiet + 1 : 0;
    await page.waitForTimeout(125);
  }
}

// The admin goes back to English, light, ltr afterwards: later specs read the
// account's language and look.
test.afterAll(async ({ request }) => {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@demo.com', password: DEMO_PASSWORD, remember: false },
  });
  const { token } = (await login.json()).data as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const look = {
    layout: 'vertical',
    theme: 'light',
    sidebarCollapsed: false,
    navbarColor: '',
    navbarType: 'sticky',
    footerType: 'hidden',
    menuTheme: 'primary',
    direction: 'ltr',
    hideScrollToTop: false,
  };
  expect((await request.put('/api/app/user/preferences', { headers, data: look })).ok()).toBe(true);
  expect((await request.patch('/api/app/user', { headers, data: { language: 'en' } })).ok()).toBe(true);
});

// The routes take turns at the variants: run k opens every sixth route.
for (const [k, variant] of VARIANTS.entries()) {
  const label = `${variant.language}, ${variant.mode}, ${variant.direction}`;
  test(`template and demo routes render without an error (${label})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const login = await request.post('/api/auth/login', {
      data: { email: 'admin@demo.com', password: DEMO_PASSWORD, remember: false },
    });
    const { token } = (await login.json()).data as { token: string };
    let route = '/pages/login';
    const problems: Problem[] = [];
    watch(page, () => route, problems);
    const pending = new Set<unknown>();
    page.on('request', (r) => pending.add(r));
    page.on('requestfinished', (r) => pending.delete(r));
    page.on('requestfailed', (r) => pending.delete(r));
    await signInAndWait(page, 'admin@demo.com');
    await applyVariant(page, request, token, variant);

    const mine = SPEC_ROUTES.filter((_, index) => index % VARIANTS.length === k);
    for (const [index, next] of mine.entries()) {
      route = `${next} (${label})`;
      await open(page, next, index === 0, () => pending.size);
      await expect(page.locator('html'), route).toHaveAttribute('dir', variant.direction);
      await expect(page.locator('html'), route).toHaveAttribute('lang', variant.language);
      expect((await page.locator('body').innerText()).trim().length, `${route} shows something`).toBeGreaterThan(40);
      if (next !== '/misc/error/404') {
        await expect(page.locator('h1').filter({ hasText: NOT_FOUND }), route).toHaveCount(0);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('the lock screen renders for a signed-in user', async ({ signedInAs }) => {
  // Its own session: locking it must not lock the crawl's.
  const page = await signedInAs('admin@demo.com');
  const problems: Problem[] = [];
  watch(page, () => '/pages/lock-screen', problems);
  await page.goto('/pages/lock-screen');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('input[type=password]').first()).toBeVisible();
  expect(problems).toEqual([]);
});
