// The charts area in a real browser (issue 16): each chart page draws its
// charts with the library it is named after; the Leaflet map draws its
// markers, polygon and circle with no tile server, says tiles are
// unavailable and requests nothing that fails; the invoice prints alone.
import { expect, type Page } from '@playwright/test';
import { test } from './helpers';

const CARDS = ['line', 'bar', 'area', 'mixed', 'donut', 'pie', 'radar', 'scatter'];

/** Failed requests and error answers from now on (aborted navigations aside). */
function watchRequests(page: Page) {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failures.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { failures, errors };
}

async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 60_000 });
}

test.describe('template charts', () => {
  test.describe.configure({ timeout: 150_000 });

  test('ApexCharts draws every chart as SVG', async ({ signedInAs }) => {
    const page = await signedInAs('admin@demo.com');
    const seen = watchRequests(page);
    await open(page, '/charts/apex', 'ApexCharts');
    for (const key of [...CARDS, 'heatmap', 'radial']) {
      const svg = page.getByTestId(`chart-${key}`).locator('svg.apexcharts-svg');
      await expect(svg).toBeVisible();
      const box = await svg.boundingBox();
      expect(box?.width ?? 0, key).toBeGreaterThan(100);
      expect(box?.height ?? 0, key).toBeGreaterThan(100);
      await expect.poll(() => page.getByTestId(`chart-${key}`).locator('svg :is(path, rect)').count(), { message: key }).toBeGreaterThan(4);
    }
    expect(seen.failures).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('Chart.js draws every chart on a canvas', async ({ signedInAs }) => {
    const page = await signedInAs('admin@demo.com');
    const seen = watchRequests(page);
    await open(page, '/charts/chartjs', 'Chart.js');
    for (const key of [...CARDS, 'bubble', 'polar']) {
      const canvas = page.getByTestId(`chart-${key}`).locator('canvas');
      await expect(canvas).toBeVisible();
      const size = await canvas.evaluate((el: HTMLCanvasElement) => ({ width: el.width, height: el.height }));
      expect(size.width, key).toBeGreaterThan(100);
      expect(size.height, key).toBeGreaterThan(100);
      // Something is drawn: not every pixel of the canvas is transparent.
      const painted = await canvas.evaluate((el: HTMLCanvasElement) => {
        const data = el.getContext('2d')?.getImageData(0, 0, el.width, el.height).data ?? new Uint8ClampedArray();
        let count = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) count += 1;
        return count;
      });
      expect(painted, key).toBeGreaterThan(500);
    }
    expect(seen.failures).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('Recharts draws every chart as SVG', async ({ signedInAs }) => {
    const page = await signedInAs('admin@demo.com');
    const seen = watchRequests(page);
    await open(page, '/charts/recharts', 'Recharts');
    for (const key of [...CARDS, 'treemap', 'radial']) {
      const svg = page.getByTestId(`chart-${key}`).locator('.recharts-wrapper > svg.recharts-surface');
      await expect(svg).toBeVisible();
      const box = await svg.boundingBox();
      expect(box?.width ?? 0, key).toBeGreaterThan(100);
      expect(box?.height ?? 0, key).toBeGreaterThan(100);
      const shapes = await svg.locator('path, rect, circle').count();
      expect(shapes, key).toBeGreaterThan(3);
    }
    expect(seen.failures).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('the Leaflet map draws its vector layers without tiles and says so', async ({ signedInAs }) => {
    const page = await signedInAs('admin@demo.com');
    const seen = watchRequests(page);
    await open(page, '/maps/leaflet', 'Leaflet map');
    await expect(page.getByTestId('map-tiles-unavailable')).toContainText('Map tiles are unavailable');
    const map = page.getByTestId('leaflet-card');
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(6);
    // The polygon and the circle, plus the grid lines of the base layer.
    await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBeGreaterThanOrEqual(2);
    await expect(map.locator('img.leaflet-tile')).toHaveCount(0);

    await map.locator('.leaflet-marker-icon').first().click();
    await expect(map.locator('.leaflet-popup-content')).toContainText('Head office');

    // The layer switcher turns the offices off and on.
    await map.locator('.leaflet-control-layers').hover();
    const offices = map.getByLabel('Offices');
    await offices.uncheck();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(0);
    await offices.check();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(6);

    // Choosing an office in the list flies there and opens its pop-up.
    await page.getByRole('button', { name: /^Lisbon Regional office/ }).click();
    // The pop-up it replaces fades out for a moment: wait for it to go.
    await expect(map.locator('.leaflet-popup-content', { hasText: 'Lisbon' })).toBeVisible();
    await expect(map.locator('.leaflet-popup')).toHaveCount(1);

    expect(seen.failures).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('the invoice prints alone: no menu, top bar or buttons', async ({ signedInAs }) => {
    const page = await signedInAs('admin@demo.com');
    await open(page, '/pages/invoice', 'Invoice');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(menu).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeHidden();
    await expect(page.getByTestId('invoice')).toBeVisible();
    await expect(page.getByTestId('invoice-total')).toHaveText('€12,345.06');
    const box = await page.getByTestId('invoice').boundingBox();
    expect(box?.x ?? -1).toBeLessThan(20);
    await page.screenshot({ path: test.info().outputPath('invoice-print.png'), fullPage: true });

    await page.emulateMedia({ media: 'screen' });
    await expect(menu).toBeVisible();
  });
});
