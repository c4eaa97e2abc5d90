import { expect, heldBack, test, type Page } from './support/test';
import { contentQuery } from './support/content';

interface ListedArticle {
  databaseId: number;
  uri: string;
  title: string;
}

async function guideWithComparison(): Promise<ListedArticle> {
  const data = await contentQuery<{
    guides: { nodes: (ListedArticle & { guidesproduct: { product: unknown[] | null } | null })[] };
  }>('{ guides(first: 20) { nodes { databaseId uri title guidesproduct { product { productcard } } } } }');
  return data.guides.nodes.find((guide) => (guide.guidesproduct?.product?.length ?? 0) > 0)!;
}

async function reviewWithProduct(): Promise<ListedArticle> {
  const data = await contentQuery<{
    reviews: { nodes: (ListedArticle & { reviewACF: { productcard: string | null } | null })[] };
  }>('{ reviews(first: 20) { nodes { databaseId uri title reviewACF { productcard } } } }');
  return data.reviews.nodes.find((review) => review.reviewACF?.productcard)!;
}

/** Store links point at made-up store domains; answer them so following one can be checked. */
async function answerStoreSites(page: Page) {
  await page
    .context()
    .route(/^https:\/\/[^/]+\.example\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Store</title>' }),
    );
}

test.describe('guide and review pages', () => {
  test('a guide shows every section of the article page', async ({ page }) => {
    const guide = await guideWithComparison();
    expect((await page.goto(guide.uri))?.status()).toBe(200);
    await expect(page).toHaveTitle(`${guide.title} - Pricewise`);
    await expect(page.locator('h1')).toHaveCount(1);

    const hero = page.getByTestId('article-hero');
    await expect(hero).toHaveAttribute('data-kind', 'guide');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(guide.title);
    const crumbs = hero.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/g/');
    const strip = hero.getByTestId('author-strip');
    await expect(strip).toContainText(/Published [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(strip).toContainText(/Last updated [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(strip.getByTestId('read-time')).toHaveText(/^(\d+ minute read|Less than a minute)$/);
    await expect(strip.getByRole('img', { name: /^Photo of / })).toBeVisible();
    const bullets = await hero.getByTestId('hero-bullets').getByRole('listitem').count();
    expect(bullets).toBeGreaterThan(0);
    expect(bullets).toBeLessThanOrEqual(3);
    await expect(hero.getByTestId('hero-store').getByRole('link')).toHaveAttribute('href', /^https:\/\//);
    const cover = hero.getByTestId('article-cover');
    await expect(cover).toBeVisible();
    const heroBox = (await hero.getByRole('heading', { level: 1 }).boundingBox())!;
    expect((await cover.boundingBox())!.y).toBeGreaterThan(heroBox.y);

    await expect(page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('article-intro').getByRole('heading', { level: 2 })).toBeVisible();
    const comparison = page.getByTestId('comparison-table');
    await expect(comparison.getByTestId('product-card').first()).toBeVisible();
    const column = (await comparison.getByTestId('comparison-column').first().boundingBox())!;
    expect(Math.round(column.width)).toBe(196);
    expect(await page.getByTestId('pick-list').getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Gallery' })).toBeVisible();
    await expect(page.getByTestId('faq-item').first()).toBeVisible();
    await expect(page.getByTestId('rich-table').getByRole('table')).toBeVisible();
    const details = page.getByTestId('product-details');
    const panel = details.locator('details').first();
    await panel.locator('summary').click();
    await expect(panel).toHaveAttribute('open', '');
    await expect(panel.locator('dl')).toBeVisible();
    await expect(page.getByTestId('bottom-logos').getByRole('img').first()).toBeVisible();
    await expect(page.getByTestId('author-card').getByText('Written by')).toBeVisible();
    const related = page.getByTestId('related-articles').getByRole('link');
    const count = await related.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/guide\/[^/]+\/$/);
      expect(href).not.toBe(guide.uri);
    }

    const next = related.first();
    const nextTitle = (await next.textContent())!;
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
    await expect(page).toHaveTitle(`${nextTitle} - Pricewise`);
  });

  test('a table-of-contents link scrolls to its heading', async ({ page }) => {
    const guide = await guideWithComparison();
    await page.goto(guide.uri);
    const links = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link');
    const last = links.last();
    const name = (await last.textContent())!;
    const heading = page.getByRole('heading', { level: 2, name, exact: true });
    await expect(heading).not.toBeInViewport();
    await last.click();
    await expect(heading).toBeInViewport();
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(await heading.getAttribute('id'));
  });

  test('a FAQ toggles by click and by keyboard', async ({ page }) => {
    await page.goto((await guideWithComparison()).uri);
    const faq = page.getByTestId('faq-item').first();
    const question = faq.locator('summary');
    const answer = faq.locator('.faq-answer');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(faq).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await question.press('Enter');
    await expect(answer).toBeHidden();
    await question.press('Space');
    await expect(answer).toBeVisible();
  });

  test('a gallery strip scrolls sideways from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 800 });
    await page.goto((await guideWithComparison()).uri);
    const strip = page.getByRole('region', { name: 'Gallery' });
    await strip.focus();
    // Its images carry their sizes, so the strip is wider than the screen before they load.
    expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await strip.press('ArrowRight');
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('a product card links out to its store', async ({ page }) => {
    await answerStoreSites(page);
    await page.goto((await guideWithComparison()).uri);
    const visit = page
      .getByTestId('comparison-table')
      .getByTestId('product-card')
      .first()
      .getByRole('link', { name: 'Visit store' });
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', /noopener/);
    const href = (await visit.getAttribute('href'))!;
    const popupPromise = page.waitForEvent('popup');
    await visit.click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(href);
  });

  test('a review shows the product it reviews and related reviews', async ({ page }) => {
    const review = await reviewWithProduct();
    expect((await page.goto(review.uri))?.status()).toBe(200);
    await expect(page.getByTestId('article-hero')).toHaveAttribute('data-kind', 'review');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByTestId('reviewed-product').getByTestId('product-card')).toBeVisible();
    for (const href of await page
      .getByTestId('related-articles')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/review\/[^/]+\/$/);
    }
  });

  test('"Loading..." replaces the page while an article loads client-side', async ({ page }) => {
    await page.goto('/g/');
    // The page's data is held back until the loading screen has been seen, however long that takes.
    const { hold, release } = heldBack();
    await page.route('**/_next/data/**', async (route) => {
      await hold;
      await route.continue();
    });
    const card = page.getByTestId('guide-card').first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link').click();
    await expect(page.getByTestId('route-loading')).toHaveText(/Loading\.\.\./);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});
