// Issue 16, the extensions that need a real browser: drag and drop with a
// pointer and with the keyboard (@dnd-kit measures the layout, which jsdom
// lacks), the driver.js tour over the page, and the Swiper carousels.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './helpers';

async function drag(page: Page, from: Locator, to: Locator, offsetY = 0) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('not visible');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 8, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 + offsetY, { steps: 20 });
  await page.mouse.up();
}

test('drag and drop: a list sorted by pointer and by keyboard, a card moved to the other column', async ({ signedInAs }) => {
  test.setTimeout(120_000);
  const page = await signedInAs('admin@demo.com');
  await page.goto('/extensions/drag-and-drop');
  const list = page.getByTestId('dnd-list');
  const order = list.getByTestId('dnd-order');
  await expect(order).toHaveText(/Review supplier contracts → Update the data policy → Prepare the internal audit/);

  // Pointer: the first task dropped onto the third.
  await drag(page, list.getByRole('button', { name: 'Move Review supplier contracts' }), list.getByTestId('sortable-row').nth(2), 10);
  await expect(order).toHaveText(/Update the data policy → Prepare the internal audit → Review supplier contracts/);

  // Keyboard: lift the last task, move it up once, drop it.
  const handle = list.getByRole('button', { name: 'Move Assess a new vendor' });
  await expect(list.locator('[data-dragging]')).toHaveCount(0);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(list.locator('[data-dragging]')).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  // dnd-kit moves the lifted item on the next frame; drop only after it is over its new place.
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  await expect(list.locator('[data-dragging]')).toHaveCount(0);
  await expect(order).toHaveText(/Assess a new vendor → Plan security training$/);

  // Board: a to-do card dragged into the Done column.
  const board = page.getByTestId('dnd-board');
  const done = board.getByTestId('column-done');
  await expect(done.getByTestId('sortable-row')).toHaveCount(2);
  await drag(page, board.getByRole('button', { name: 'Move Map key processes' }), done.getByTestId('sortable-row').last(), 20);
  await expect(done.getByTestId('sortable-row')).toHaveCount(3);
  await expect(done).toContainText('Map key processes');
  await expect(board.getByTestId('column-todo').getByTestId('sortable-row')).toHaveCount(3);
});

test('tour: steps forward and back over the page, closes on Escape', async ({ signedInAs }) => {
  test.setTimeout(90_000);
  const page = await signedInAs('admin@demo.com');
  await page.goto('/extensions/tour');
  await page.getByTestId('tour-start').click();
  const popover = page.locator('.driver-popover');
  await expect(popover).toBeVisible();
  await expect(popover.locator('.driver-popover-title')).toHaveText('Welcome');
  await expect(popover).toContainText('1 of 5');
  await popover.getByRole('button', { name: 'Next' }).click();
  await expect(popover.locator('.driver-popover-title')).toHaveText('Search');
  await expect(page.locator('[data-tour="search"]')).toHaveClass(/driver-active-element/);
  await popover.getByRole('button', { name: 'Previous' }).click();
  await expect(popover.locator('.driver-popover-title')).toHaveText('Welcome');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(page.getByText('Tours closed so far: 1')).toBeVisible();
});

test('swiper: the arrows and bullets change the slide, the thumbnails steer the gallery', async ({ signedInAs }) => {
  test.setTimeout(90_000);
  const page = await signedInAs('admin@demo.com');
  await page.goto('/extensions/swiper');
  const carousel = page.getByTestId('swiper-navigation');
  const active = carousel.locator('.swiper-slide-active');
  await expect(active).toContainText('Mountains');
  await carousel.locator('.swiper-button-next').click();
  await expect(active).toContainText('Ocean');
  await carousel.locator('.swiper-pagination-bullet').nth(3).click();
  await expect(active).toContainText('Desert');
  // Swiper ignores a click while the last slide change still animates: click
  // again only while the slide has not moved, so it never goes past City.
  await expect(async () => {
    if ((await active.textContent())?.includes('Desert')) await carousel.locator('.swiper-button-prev').click();
    await expect(active).toContainText('City', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  const gallery = page.getByTestId('swiper-gallery');
  await gallery.getByTestId('gallery-thumbs').locator('.swiper-slide').nth(2).click();
  await expect(gallery.getByTestId('gallery-main').locator('.swiper-slide-active')).toContainText('City');
  await expect(gallery.getByTestId('gallery-thumbs').locator('.swiper-slide').nth(2)).toHaveClass(/swiper-slide-thumb-active/);
});
