import { expect, heldBack, test } from './support/test';

test.describe('site shell', () => {
  test('home shows the store count and top-level categories from the backend', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('store-count')).toHaveText(/\d+ stores compared/);
    const count = Number((await page.getByTestId('store-count').textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThanOrEqual(15);
    const categories = page.getByRole('region', { name: 'Shop by category' }).getByRole('listitem');
    await expect(categories.first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home & Kitchen' })).toHaveAttribute('href', '/cl/Home%26Kitchen-3/');
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('colour mode starts light even when the system prefers dark, and the choice survives reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('body')).toHaveClass(/chakra-ui-light/);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('body')).toHaveClass(/chakra-ui-dark/);
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/chakra-ui-dark/);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });

  test('the footer is on the home page and absent on a path containing "authenticate"', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('site-footer').getByRole('img', { name: 'Klarna' }).first()).toBeVisible();
    await page.goto('/authenticate/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
  });

  test('a loading screen replaces the page during a slowed client-side route change', async ({ page }) => {
    await page.goto('/missing-page/');
    // The page's data is held back until the loading screen has been seen, however long that takes.
    const { hold, release } = heldBack();
    await page.route('**/_next/data/**', async (route) => {
      await hold;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByTestId('route-loading')).toBeVisible();
    release();
    await expect(page.getByTestId('route-loading')).toHaveCount(0);
    await expect(page.getByTestId('store-count')).toBeVisible();
  });

  test('the scroll-to-top button appears after 300 px and scrolls back up', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 400 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('/uk shows the navigation in Ukrainian', async ({ page }) => {
    await page.goto('/uk/');
    const nav = page.getByRole('navigation', { name: 'Головна навігація' });
    await expect(nav.getByRole('link', { name: 'Усі категорії' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Новини' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  });

  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found - Pricewise');
  });

  test('the Services menu leads to the personal loan page link', async ({ page }) => {
    await page.goto('/');
    await page.locator('summary', { hasText: 'Services' }).click();
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Personal loan' })).toHaveAttribute(
      'href',
      '/privatlan/',
    );
  });
});
