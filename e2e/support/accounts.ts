import { expect, type Page } from '@playwright/test';

export const SHOPPER = { username: 'shopper', password: 'pricewise-shopper', name: 'Sam Shopper' } as const;

/** Signs in through the real /login form and waits until the header shows the account menu. */
export async function signIn(
  page: Page,
  callbackUrl = '/account/',
  user: { username: string; password: string } = SHOPPER,
) {
  await page.goto(`/login/?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

export async function savedProductIds(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/account/saved-products/');
  expect(response.status()).toBe(200);
  return (await response.json()).productIds;
}

/** Puts the shopper's saved list into a known state: each test creates what it checks. */
export async function unsaveAll(page: Page) {
  for (const id of await savedProductIds(page)) {
    expect((await page.request.delete(`/api/account/saved-products/${id}/`)).status()).toBe(200);
  }
}
