import { expect, test, type Locator, type Page } from './support/test';

/**
 * A shopper who uses only the keyboard: skip to the content, search, open a product, reach its
 * offers and follow a store link; open a dialog, close it and find focus back where it was.
 */

/** Presses Tab until the locator has focus; fails if it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    // evaluateAll does not wait for the element: the search box is replaced when it takes focus.
    if (await target.evaluateAll((elements) => (elements as Element[]).includes(document.activeElement as Element)))
      return;
  }
  throw new Error(`${String(target)} was not reached with ${limit} presses of Tab`);
}

async function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return ring || style.boxShadow !== 'none';
  });
}

test('a keyboard-only shopper searches, opens a product and follows the cheapest store link', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);

  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products and categories' });
  await tabTo(page, page.getByRole('searchbox', { name: 'Search products and categories' }).or(box));
  await expect(box).toBeFocused();
  await page.keyboard.type('sony', { delay: 30 });
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=sony$/);

  const firstProduct = page.getByTestId('product-card').first().getByRole('heading').getByRole('link');
  await tabTo(page, firstProduct);
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/p\/.+-\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const visit = page
    .getByTestId('offer-row')
    .first()
    .getByRole('link', { name: /^Visit / });
  await tabTo(page, visit, 120);
  expect(await focusIsVisible(page)).toBe(true);
  const storeUrl = await visit.getAttribute('href');
  // Store pages are on the open web: stop the new tab at the door, after it was asked for.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, body: 'store' }));
  const [storeTab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await storeTab.waitForLoadState();
  expect(storeTab.url()).toBe(storeUrl);
  await storeTab.close();
});

test('a dialog opened from the keyboard keeps focus inside, closes with Escape and gives focus back', async ({
  page,
}) => {
  await page.goto('/p/x-5/');
  const trigger = page.getByTestId('report-price').first();
  await tabTo(page, trigger, 150);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus'), 'focus stays in the open dialog').toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the filter drawer and the colour-mode toggle work from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/cl/x-1/');
  const opener = page.getByTestId('open-filters');
  await tabTo(page, opener, 120);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  const toggle = page.locator('button[data-color-mode]');
  await expect(toggle).toHaveAttribute('data-color-mode', 'light');
  await tabTo(page, toggle);
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('data-color-mode', 'dark');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('data-color-mode', 'light');
});
