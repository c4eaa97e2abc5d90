import { expect, test, type Page } from './support/test';

/**
 * Two rules of the product (docs/PRODUCT.md) as a browser meets them: a tall product image is shown whole
 * (contain) on a first load, a cached second load and after client-side navigation; every h2 and
 * h3 of a guide's body, FAQ questions included, has its unique id from its text.
 */

/** A listing whose kind is pictured in portrait (300 × 600) by the local backend's images. */
const TALL_LISTING = '/cl/x-48/';

interface CardImage {
  naturalWidth: number;
  naturalHeight: number;
  objectFit: string;
}

async function cardImages(page: Page): Promise<CardImage[]> {
  const images = page.getByTestId('product-card').locator('img');
  await expect(images.first()).toBeVisible();
  // Wait until every card's image has loaded (lazy ones are scrolled to first).
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
  return images.evaluateAll((elements) =>
    (elements as HTMLImageElement[]).map((element) => ({
      naturalWidth: element.naturalWidth,
      naturalHeight: element.naturalHeight,
      objectFit: getComputedStyle(element).objectFit,
    })),
  );
}

/** Every image follows the rule, and the listing holds tall ones (so the check means something). */
async function expectFitByShape(page: Page) {
  const images = await cardImages(page);
  const tall = images.filter((image) => image.naturalHeight > 1.5 * image.naturalWidth);
  expect(tall.length, 'the listing shows tall images').toBeGreaterThan(0);
  for (const image of images) {
    const expected = image.naturalHeight > 1.5 * image.naturalWidth ? 'contain' : 'cover';
    expect(image.objectFit, `${image.naturalWidth}×${image.naturalHeight}`).toBe(expected);
  }
}

test('a tall product image is shown whole on the first page a shopper opens, and again from the cache', async ({
  page,
}) => {
  await page.goto(TALL_LISTING);
  await expectFitByShape(page);
  await page.reload();
  await expectFitByShape(page);
});

test('a tall product image is shown whole after a client-side navigation', async ({ page }) => {
  await page.goto('/cl/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('a[href^="/cl/"][href$="-48/"]').first().click();
  await expect(page).toHaveURL(/\/cl\/.+-48\/$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expectFitByShape(page);
});

test('every h2 and h3 of a guide body, FAQ questions included, has its own id from its text', async ({ page }) => {
  await page.goto('/guide/best-robot-vacuums/');
  const headings = await page.locator('[data-testid="article-body"] :is(h2, h3)').evaluateAll((elements) =>
    elements.map((element) => ({
      id: element.id,
      text: element.textContent ?? '',
      faq: Boolean(element.closest('[data-testid="faq-item"]')),
    })),
  );
  const faq = headings.filter((heading) => heading.faq);
  expect(faq.length, 'the guide has FAQ questions').toBeGreaterThan(0);
  const ids = headings.map((heading) => heading.id);
  expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
  for (const heading of headings) {
    const base = heading.text.replace(/\s+/g, '');
    expect(heading.id === base || heading.id.startsWith(`${base}-`), `"${heading.text}" has id "${heading.id}"`).toBe(
      true,
    );
  }

  // A shared link to a question opens it and brings it into view.
  const question = faq[0]!;
  await page.goto(`/guide/best-robot-vacuums/#${encodeURIComponent(question.id)}`);
  const target = page.locator(`[id="${question.id}"]`);
  await expect(target).toBeInViewport();
  await expect.poll(() => target.evaluate((element) => element.closest('details')?.open)).toBe(true);
});
