import { expect, test, withLivePages } from './support/test';
import { savedProductIds, signIn, SHOPPER, unsaveAll } from './support/accounts';

test.describe.configure({ mode: 'serial' });

test('an anonymous visitor to /account is sent to sign in with SessionRequired and comes back after signing in', async ({
  page,
}) => {
  await page.goto('/account/');
  const url = new URL(page.url());
  expect(url.pathname).toBe('/login/');
  expect(url.searchParams.get('error')).toBe('SessionRequired');
  expect(url.searchParams.get('callbackUrl')).toBe('/account/');
  await expect(page.getByTestId('login-error')).toHaveText(/Please sign in to see that page/);

  await page.getByLabel('Username or email').fill(SHOPPER.username);
  await page.getByLabel('Password').fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByTestId('account-menu')).toBeVisible();
});

test('a wrong password shows an error and does not sign in', async ({ page }) => {
  await page.goto('/login/');
  await page.getByLabel('Username or email').fill(SHOPPER.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toHaveText(/Wrong username or password/);
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  const session = await (await page.request.get('/api/auth/session/')).json();
  expect(session).toEqual({});
});

test('a saved product survives a reload and signing out and in again, and two quick clicks never duplicate it', async ({
  page,
}) => {
  await signIn(page);
  await unsaveAll(page);
  await page.goto('/p/x-10/');
  const save = page.getByRole('button', { name: /^Save / }).first();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedProductIds(page)).toEqual([10]);

  await page.reload();
  await expect(page.getByRole('button', { name: /^Save / }).first()).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('account-menu').locator('summary').click();
  await page.getByTestId('account-menu').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByTestId('saved-products').getByTestId('product-card')).toHaveCount(1);

  await page.goto('/p/x-11/');
  const other = page.getByRole('button', { name: /^Save / }).first();
  await expect(other).toHaveAttribute('aria-pressed', 'false');
  await other.dblclick();
  await expect.poll(async () => (await savedProductIds(page)).filter((id) => id === 11).length).toBeLessThanOrEqual(1);
  await page.reload();
  const ids = await savedProductIds(page);
  expect(new Set(ids).size).toBe(ids.length);
  await unsaveAll(page);
});

test('signing out in one tab signs out the other', async ({ browser }) => {
  const context = withLivePages(await browser.newContext());
  const first = await context.newPage();
  await signIn(first);
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByTestId('account-menu')).toBeVisible();

  await first.getByTestId('account-menu').locator('summary').click();
  await first.getByTestId('account-menu').getByRole('button', { name: 'Sign out' }).click();
  await expect(first.getByTestId('sign-in-link')).toBeVisible();
  await expect(second.getByTestId('sign-in-link')).toBeVisible();
  await context.close();
});

test('signing in to an unknown provider returns to the sign-in page', async ({ page }) => {
  await page.goto('/api/auth/signin/no-such-provider/');
  expect(new URL(page.url()).pathname).toBe('/login/');
});

test('an off-site callbackUrl is refused', async ({ page }) => {
  await page.goto('/login/?callbackUrl=https%3A%2F%2Fevil.example%2Fsteal');
  await page.getByLabel('Username or email').fill(SHOPPER.username);
  await page.getByLabel('Password').fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/$/);

  const csrf = (await (await page.request.get('/api/auth/csrf/')).json()).csrfToken;
  const response = await page.request.post('/api/auth/callback/credentials/?json=true', {
    form: {
      csrfToken: csrf,
      username: SHOPPER.username,
      password: SHOPPER.password,
      callbackUrl: 'https://evil.example/',
      json: 'true',
    },
    maxRedirects: 0,
  });
  const target = response.headers().location ?? (await response.json()).url;
  expect(new URL(target, 'http://x').hostname).not.toBe('evil.example');
});

test('the auth error page explains each error in words', async ({ page }) => {
  await page.goto('/auth/error/?error=Configuration');
  await expect(page.getByTestId('auth-error-message')).toHaveText(/misconfigured on our side/);
  await page.goto('/auth/error/?error=SomethingUnknown');
  await expect(page.getByTestId('auth-error-message')).toHaveText(/Something went wrong while signing in/);
});
