import { expect, test, type Page } from './support/test';
import { contentQuery, draftIds } from './support/content';

interface Listed {
  databaseId: number;
  uri: string;
  title: string;
}

async function firstOf(type: 'posts' | 'guides' | 'reviews'): Promise<Listed> {
  const data = await contentQuery<Record<string, { nodes: Listed[] }>>(
    `{ ${type}(first: 1) { nodes { databaseId uri title } } }`,
  );
  return data[type]!.nodes[0]!;
}

async function expectOneH1(page: Page, name: string | RegExp) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

test.describe('editorial pages', () => {
  test('the home keeps the store count and shows the WordPress front page: site title, menu, words', async ({
    page,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('store-count')).toHaveText(/\d+ stores compared/);
    const front = page.getByTestId('front-page');
    await expect(front.getByText('Pricewise', { exact: true })).toBeVisible();
    const menu = front.getByRole('navigation', { name: 'Site menu' });
    await expect(menu.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/g/');
    // "Services" is WordPress's placeholder entry (#): a label, its pages in the header's Services menu.
    await expect(menu.getByText('Services', { exact: true })).toBeVisible();
    await expect(front.getByText(/compares prices from more than fifteen UK stores/)).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('a page: title and content; browser title "page title - site title"', async ({ page }) => {
    expect((await page.goto('/about/'))?.status()).toBe(200);
    await expectOneH1(page, 'About Pricewise');
    await expect(page).toHaveTitle('About Pricewise - Pricewise');
    await expect(page.getByRole('heading', { level: 2, name: 'Who we are' })).toHaveAttribute('id', 'Whoweare');
  });

  test('a post: header and menu, title, date, author and content', async ({ page }) => {
    const post = await firstOf('posts');
    expect((await page.goto(post.uri))?.status()).toBe(200);
    await expect(page.getByTestId('site-menu').getByRole('navigation', { name: 'Site menu' })).toBeVisible();
    await expectOneH1(page, post.title);
    await expect(page).toHaveTitle(`${post.title} - Pricewise`);
    await expect(page.getByTestId('news-post').locator('time').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(page.getByTestId('post-author')).toHaveText(/^By \S+/);
    await expect(page.getByTestId('news-post').locator('[data-testid=rich-text] p').first()).toBeVisible();
  });

  test('a category archive lists its recent posts; browser title "Category: name - site title"', async ({ page }) => {
    expect((await page.goto('/category/news/'))?.status()).toBe(200);
    await expectOneH1(page, 'Category: News');
    await expect(page).toHaveTitle('Category: News - Pricewise');
    await expect(page.getByRole('heading', { level: 2, name: 'Recent Posts' })).toBeVisible();
    const first = page.getByTestId('archive-items').getByRole('link').first();
    const title = await first.textContent();
    await first.click();
    await expectOneH1(page, title!);
  });

  test('a tag archive lists its posts; browser title "Tag: name - site title"', async ({ page }) => {
    expect((await page.goto('/tag/black-friday/'))?.status()).toBe(200);
    await expect(page).toHaveTitle('Tag: Black Friday - Pricewise');
    await expect(page.getByRole('heading', { level: 2, name: 'Recent Posts' })).toBeVisible();
    expect(await page.getByTestId('archive-items').getByRole('link').count()).toBeGreaterThan(0);
  });

  test('/privatlan is the WordPress page of that slug, reached from the Services menu', async ({ page }) => {
    await page.goto('/');
    await page.locator('summary', { hasText: 'Services' }).click();
    await page.getByTestId('site-header').getByRole('link', { name: 'Personal loan' }).click();
    await expect(page).toHaveURL(/\/privatlan\/$/);
    await expectOneH1(page, 'Personal loans: how to compare them');
    await expect(page).toHaveTitle('Personal loans: how to compare them - Pricewise');
  });

  test('an unknown URI answers 404 with the site 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-article/');
    expect(response?.status()).toBe(404);
    await expectOneH1(page, 'Page not found');
  });

  test("a draft's URI (/?p=ID) answers 404 to an anonymous visitor", async ({ page }) => {
    const ids = [...(await draftIds('post')), ...(await draftIds('page')), ...(await draftIds('guide'))];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const response = await page.request.get(`/?p=${id}`, { maxRedirects: 0 });
      expect(response.status(), `/?p=${id}`).toBe(404);
    }
  });
});
