import { expect, test } from './support/test';
import { contentQuery } from './support/content';

test.describe('news, guides and languages', () => {
  test('/n lists news newest first, a page at a time', async ({ page }) => {
    expect((await page.goto('/n/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect(page).toHaveTitle('News - Pricewise');
    const items = page.getByTestId('news-list').getByRole('listitem');
    await expect(items).toHaveCount(10);
    const dates = await page
      .getByTestId('news-list')
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
    const firstPage = await items.first().getByRole('heading').textContent();

    await page.getByRole('link', { name: 'Older posts' }).click();
    await expect(page).toHaveURL(/\/n\/\?page=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News · Page 2');
    await expect(items.first()).toBeVisible();
    expect(await items.first().getByRole('heading').textContent()).not.toBe(firstPage);
    await expect(page.getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/n/');
  });

  test('/n answers 404 for a page number that is not one or is past the last page', async ({ page }) => {
    for (const query of ['?page=abc', '?page=0', '?page=-1', '?page=999']) {
      expect((await page.request.get(`/n/${query}`)).status(), query).toBe(404);
    }
  });

  test('/n filters news by category: "All" first, then each category; the choice is kept across pages', async ({
    page,
  }) => {
    const { categories } = await contentQuery<{ categories: { nodes: { name: string; slug: string }[] } }>(
      '{ categories(first: 100) { nodes { name slug } } }',
    );
    await page.goto('/n/');
    const choices = page.getByRole('navigation', { name: 'News categories' }).getByRole('link');
    expect(await choices.allTextContents()).toEqual(['All', ...categories.nodes.map((category) => category.name)]);
    await expect(choices.first()).toHaveAttribute('aria-current', 'page');

    const deals = categories.nodes.find((category) => category.slug === 'deals')!;
    const { posts } = await contentQuery<{ posts: { nodes: { title: string }[] } }>(
      'query ($slug: String) { posts(first: 10, where: { categoryName: $slug }) { nodes { title } } }',
      { slug: deals.slug },
    );
    await choices.filter({ hasText: deals.name }).click();
    await expect(page).toHaveURL(/\/n\/\?category=deals$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`News: ${deals.name}`);
    await expect(page.getByRole('link', { name: deals.name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('news-list').getByRole('heading')).toHaveText(posts.nodes.map((post) => post.title));

    await choices.first().click();
    await expect(page).toHaveURL(/\/n\/$/);
    await expect(page.getByTestId('news-list').getByRole('listitem')).toHaveCount(10);
  });

  test('/n and /g answer 404 for a category that does not exist', async ({ page }) => {
    for (const path of [
      '/n/?category=no-such-category',
      '/n/?category=Deals',
      '/g/?category=no-such-category',
      '/g/?category=a&category=b',
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
  });

  test('/g filters guides by category, "All" first, in English and Ukrainian', async ({ page }) => {
    await page.goto('/g/');
    const choices = page.getByRole('navigation', { name: 'Guide categories' }).getByRole('link');
    await expect(choices.first()).toHaveText('All');
    const sections = page.getByTestId('guides-index').getByRole('heading', { level: 2 });
    expect(await sections.count()).toBeGreaterThan(1);
    const name = (await sections.first().textContent())!;
    await choices.filter({ hasText: name }).click();
    await expect(page).toHaveURL(/\/g\/\?category=[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Buying guides: ${name}`);
    await expect(sections).toHaveText([name]);

    await page.goto('/uk/g/');
    const ukChoices = page.getByRole('navigation', { name: 'Категорії посібників' }).getByRole('link');
    await expect(ukChoices.first()).toHaveText('Усі');
    await expect(ukChoices.first()).toHaveAttribute('href', '/uk/g/');
  });

  test('/g lists guide categories with their 180 px guide cards', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Guides' }).click();
    await expect(page).toHaveURL(/\/g\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buying guides');
    expect(await page.getByTestId('guides-index').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    const card = page.getByTestId('guide-card').first();
    expect(Math.round((await card.boundingBox())!.width)).toBe(180);
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('articles carry hreflang alternates and the language dropdown switches to Ukrainian', async ({ page }) => {
    await page.goto('/g/');
    await page.getByTestId('guide-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/guide\/[^/]+\/$/);
    const path = new URL(page.url()).pathname;
    await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute(
      'href',
      new RegExp(`/uk${path}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await page.getByTestId('language-switch').locator('summary').click();
    await page.getByRole('link', { name: 'Українська' }).click();
    await expect(page).toHaveURL(new RegExp(`/uk${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('navigation', { name: 'Зміст' })).toBeVisible();
  });
});
