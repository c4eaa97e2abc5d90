import { expect, test, type Locator, type Page } from './support/test';

/**
 * The layout at the product's breakpoints (docs/PRODUCT.md §9: 600 by default, 620 and 1169;
 * src/theme/breakpoints.ts) and either side of them: 360 (a small phone), 600, 620, 1169 and 1400.
 * Each test resizes one loaded page through the five widths and checks what changes there.
 */
const WIDTHS = [360, 600, 620, 1169, 1400] as const;
const DESKTOP_MIN = 600;
const FILTERS_INLINE_MIN = 620;
const WIDE_MIN = 1169;

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not laid out`);
  return found;
}

const right = (b: Box) => b.x + b.width;
const bottom = (b: Box) => b.y + b.height;
/** Side by side: the two boxes share some of their height. */
const sameRow = (a: Box, b: Box) => a.y < bottom(b) && b.y < bottom(a);

/** Each width in turn, as a step named after it; the page is not reloaded. */
async function atEachWidth(page: Page, check: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await check(width);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page never scrolls sideways').toBeLessThanOrEqual(0);
    });
  }
}

test('the header: stacked on phones, one row with the search from 600 px, the navigation joins it from 1169 px', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByTestId('site-header');
  const logo = header.getByRole('link', { name: 'Pricewise', exact: true });
  const search = header.getByRole('search');
  const nav = header.getByRole('navigation', { name: 'Main navigation' });
  const tools = header.locator('button[data-color-mode]');
  await atEachWidth(page, async (width) => {
    const [l, s, n, t] = await Promise.all([box(logo), box(search), box(nav), box(tools)]);
    expect(sameRow(l, t), "the tools share the logo's row").toBe(true);
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe(
      width >= DESKTOP_MIN ? 'sticky' : 'static',
    );
    if (width < DESKTOP_MIN) {
      expect(s.y, 'the search has its own row below the logo').toBeGreaterThanOrEqual(bottom(l));
      expect(s.width).toBeGreaterThan(width - 40);
      expect(n.y, 'the navigation comes last').toBeGreaterThanOrEqual(bottom(s));
    } else if (width < WIDE_MIN) {
      expect(sameRow(l, s), 'the search sits between the logo and the tools').toBe(true);
      expect(s.x).toBeGreaterThan(right(l));
      expect(t.x).toBeGreaterThan(right(s));
      expect(n.y, 'the navigation has a row of its own').toBeGreaterThanOrEqual(Math.max(bottom(l), bottom(s)));
    } else {
      expect(sameRow(l, n) && sameRow(l, s), 'one row: logo, navigation, search, tools').toBe(true);
      expect(n.x).toBeGreaterThan(right(l));
      expect(s.x).toBeGreaterThan(right(n));
      expect(t.x).toBeGreaterThan(right(s));
    }
  });
});

test('category filters: a drawer below 620 px, beside the products from 620 px', async ({ page }) => {
  await page.goto('/cl/x-1/');
  const opener = page.getByTestId('open-filters');
  const inline = page.getByTestId('category-filters').first();
  const firstProduct = page.getByTestId('product-card').first();
  await atEachWidth(page, async (width) => {
    if (width < FILTERS_INLINE_MIN) {
      await expect(opener).toBeVisible();
      await expect(inline).toBeHidden();
      await opener.click();
      const drawer = page.getByTestId('filters-drawer');
      await expect(drawer.getByTestId('category-filters')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    } else {
      await expect(opener).toBeHidden();
      await expect(inline).toBeVisible();
      const [form, product] = await Promise.all([box(inline), box(firstProduct)]);
      expect(right(form), 'the filters stand left of the products').toBeLessThanOrEqual(product.x);
      // The filter column: 13rem, 16rem from 1169 px (CategoryPage.module.css).
      expect(Math.round(form.width)).toBe(width >= WIDE_MIN ? 256 : 208);
    }
  });
});

test('an open filters drawer closes when the window widens past 620 px, leaving the inline form', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/cl/x-1/');
  await page.getByTestId('open-filters').click();
  await expect(page.getByTestId('filters-drawer')).toBeVisible();
  await page.setViewportSize({ width: 620, height: 800 });
  await expect(page.getByTestId('filters-drawer')).toBeHidden();
  await expect(page.getByTestId('category-filters')).toBeVisible();
});

test('offers: a card per store below 600 px, a table from 600 px', async ({ page }) => {
  await page.goto('/p/x-5/');
  const table = page.getByTestId('offers-table');
  const row = table.getByTestId('offer-row').first();
  const priceHeader = table.getByRole('columnheader', { name: 'Price', exact: true });
  await atEachWidth(page, async (width) => {
    const [display, label, headerWidth] = await Promise.all([
      row.evaluate((element) => getComputedStyle(element).display),
      row
        .locator('td[data-label]')
        .first()
        .evaluate((cell) => getComputedStyle(cell, '::before').content),
      priceHeader.evaluate((cell) => cell.getBoundingClientRect().width),
    ]);
    const [store, total] = await Promise.all([box(row.getByRole('rowheader')), box(row.getByTestId('offer-total'))]);
    if (width < DESKTOP_MIN) {
      expect(display).toBe('grid');
      expect(label, 'each value names its column').toBe('"Price"');
      expect(headerWidth, 'the column headers are left to assistive technology').toBeLessThanOrEqual(1);
      expect(total.y, 'the card lists its values below the store').toBeGreaterThan(bottom(store) - 1);
    } else {
      expect(display).toBe('table-row');
      expect(label).toBe('none');
      expect(headerWidth).toBeGreaterThan(20);
      expect(sameRow(store, total), 'one row per store').toBe(true);
      expect(total.x).toBeGreaterThan(right(store));
      // Tighter below 1169 px (plain headings among other things), the seeded product's eight
      // columns fit from 600 px without scrolling.
      expect(await priceHeader.evaluate((cell) => getComputedStyle(cell).textTransform)).toBe(
        width >= WIDE_MIN ? 'uppercase' : 'none',
      );
      const [scrollWidth, clientWidth] = await table.evaluate((element) => [element.scrollWidth, element.clientWidth]);
      expect(scrollWidth, 'the whole table is in view').toBeLessThanOrEqual(clientWidth);
      expect(right(await box(table))).toBeLessThanOrEqual(width);
    }
  });
});

test('a guide: the table of contents above the text, beside it from 1169 px; related articles in 1, 2, then 4 columns', async ({
  page,
}) => {
  await page.goto('/guide/best-robot-vacuums/');
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  const body = page.getByTestId('article-body');
  const related = page.getByTestId('related-articles').getByRole('listitem');
  const relatedCount = await related.count();
  expect(relatedCount).toBeGreaterThan(1);
  await atEachWidth(page, async (width) => {
    const [t, b] = await Promise.all([box(toc), box(body)]);
    if (width < WIDE_MIN) {
      expect(bottom(t), 'the contents come before the text').toBeLessThanOrEqual(b.y);
      expect(Math.abs(t.width - b.width)).toBeLessThanOrEqual(1);
    } else {
      expect(t.x, 'the contents stand right of the text').toBeGreaterThan(right(b));
      expect(Math.round(t.width)).toBe(272);
      expect(t.y).toBeLessThan(bottom(b));
    }
    const columns = new Set(
      await related.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().x))),
    );
    expect(columns.size).toBe(Math.min(relatedCount, width >= WIDE_MIN ? 4 : width >= DESKTOP_MIN ? 2 : 1));
  });
});

test('a review: its cover below the hero text, beside it from 1169 px', async ({ page }) => {
  await page.goto('/review/dual-basket-air-fryer-review/');
  const hero = page.getByTestId('article-hero');
  const title = hero.getByRole('heading', { level: 1 });
  const cover = hero.getByTestId('article-cover');
  await atEachWidth(page, async (width) => {
    const [h, c] = await Promise.all([box(title), box(cover)]);
    if (width < WIDE_MIN) expect(c.y).toBeGreaterThan(bottom(h));
    else expect(c.x).toBeGreaterThan(right(h));
  });
});

test('the guide comparison: 75 px property rows and 196 px product columns at every width', async ({ page }) => {
  await page.goto('/guide/best-robot-vacuums/');
  const comparison = page.getByTestId('comparison-table');
  const rows = comparison.getByTestId('comparison-row');
  expect(await rows.count()).toBeGreaterThan(0);
  await atEachWidth(page, async (width) => {
    const heights = await rows.evaluateAll((items) => items.map((row) => row.getBoundingClientRect().height));
    expect(heights.map(Math.round)).toEqual(heights.map(() => 75));
    expect(Math.round((await box(comparison.getByTestId('comparison-column').first())).width)).toBe(196);
    // Wider than a phone, the table scrolls inside its own box rather than the page.
    const scroller = comparison.getByRole('group');
    expect(Math.round((await box(scroller)).width)).toBeLessThanOrEqual(width);
  });
});

for (const { path, name } of [
  { path: '/n/', name: 'News categories' },
  { path: '/g/', name: 'Guide categories' },
]) {
  test(`${path}: "All" is the first category choice, and chosen, at every width`, async ({ page }) => {
    await page.goto(path);
    const choices = page.getByRole('navigation', { name }).getByRole('link');
    expect(await choices.count()).toBeGreaterThan(2);
    await atEachWidth(page, async (width) => {
      await expect(choices.first()).toHaveText('All');
      await expect(choices.first()).toHaveAttribute('aria-current', 'page');
      await expect(choices.first()).toBeInViewport();
      for (const choice of await choices.all())
        expect(right(await box(choice)), 'the choices wrap within the screen').toBeLessThanOrEqual(width);
    });
  });
}

/**
 * A grid's card items as they are now (those below the fold skipped: content-visibility, at their
 * estimated height), then each item's height once all are laid out. The items are left as found.
 */
async function cardItemHeights(grid: Locator) {
  return grid.evaluate((list) => {
    const items = [...list.children] as HTMLElement[];
    const skipped = items.filter((item) => !item.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    const before = items.map((item) => item.getBoundingClientRect().height);
    for (const item of items) item.style.contentVisibility = 'visible';
    const laidOut = items.map((item) => item.getBoundingClientRect().height);
    for (const item of items) item.style.contentVisibility = '';
    return { skipped: skipped.length, growth: laidOut.map((height, index) => height - before[index]!) };
  });
}

for (const { path, grid } of [
  { path: '/cl/x-1/?sort=price_asc', grid: 'product-grid' },
  { path: '/deals/', grid: 'deal-grid' },
  { path: '/search/?q=sony', grid: 'product-grid' },
  { path: '/uk/cl/x-1/', grid: 'product-grid' },
]) {
  test(`${path}: a card below the fold is as tall before it is laid out as after, at every width`, async ({ page }) => {
    await page.goto(path);
    const cards = page.getByTestId(grid);
    await atEachWidth(page, async () => {
      const { skipped, growth } = await cardItemHeights(cards);
      expect(skipped, 'cards below the fold wait to be laid out').toBeGreaterThan(0);
      expect(growth.map((pixels) => (Math.abs(pixels) < 1 ? 0 : pixels))).toEqual(growth.map(() => 0));
    });
  });
}

test("a listing's next page: the pages' links stay where they are when a jump brings them into view", async ({
  page,
}) => {
  for (const width of [360, 1280]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 720 });
      await page.goto('/cl/x-1/');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated');
      const pages = page.getByRole('navigation', { name: 'Pages' });
      // The next page's cards are new: none has been laid out yet. (Enter, not a click: a click
      // lands where the link was, and whether it was moved is what this test finds out.)
      await pages.getByRole('link', { name: 'Next' }).press('Enter');
      await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      const moved = await pages.getByRole('link', { name: 'Next' }).evaluate(async (link) => {
        link.scrollIntoView({ block: 'center', behavior: 'instant' });
        const top = link.getBoundingClientRect().top;
        // The cards brought into view are laid out in the frames after the jump.
        for (let frame = 0; frame < 4; frame += 1) await new Promise(requestAnimationFrame);
        return link.getBoundingClientRect().top - top;
      });
      expect(moved).toBe(0);
    });
  }
});
