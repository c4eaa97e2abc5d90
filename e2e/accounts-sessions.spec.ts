import { expect, test, type Browser, type BrowserContext } from './support/test';
import { ACCOUNT_PASSWORD, openVerifiedAccount, startAccountStack, type AccountStack } from './support/account-stack';

/**
 * A session that ended ends everywhere: a copy of the session cookie kept from before a sign-out,
 * "sign out everywhere", a password reset or a closed account is refused afterwards on every
 * shopper route, the alert and notification routes included (the pricing service trusts the
 * site, so the site asks the accounts backend whether the session's token still counts).
 */
// Each journey opens an account by email, then tries every shopper route: longer than one page's wait.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let stack: AccountStack;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startAccountStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

const at = (path: string) => `${stack.siteUrl}${path}`;
const json = { accept: 'application/json', 'content-type': 'application/json' };

/** Every route that acts for the signed-in shopper, with what each answers a signed-out caller. */
const SHOPPER_ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: object }[] = [
  { method: 'GET', path: '/api/account/notifications/' },
  { method: 'POST', path: '/api/account/notifications/', body: {} },
  { method: 'POST', path: '/api/account/alerts/', body: { productId: '10', kind: 'low90' } },
  { method: 'POST', path: '/api/account/alerts/1/', body: { action: 'pause' } },
  { method: 'GET', path: '/api/account/saved-products/' },
  { method: 'PUT', path: '/api/account/saved-products/10/' },
  { method: 'GET', path: '/api/account/export/' },
  {
    method: 'POST',
    path: '/api/account/password/',
    body: { currentPassword: ACCOUNT_PASSWORD, newPassword: 'x'.repeat(12) },
  },
  { method: 'POST', path: '/api/account/unlink-provider/', body: { issuer: 'https://id.example' } },
  { method: 'POST', path: '/api/account/sign-out-everywhere/', body: {} },
  { method: 'POST', path: '/api/account/delete/', body: { password: ACCOUNT_PASSWORD, confirm: 'on' } },
];

/** A browser holding only the kept cookies: what someone with a copy of them could do. */
async function withCookies(browser: Browser, kept: Awaited<ReturnType<BrowserContext['cookies']>>) {
  const context = await browser.newContext();
  await context.addCookies(kept);
  return context;
}

async function expectRefusedEverywhere(browser: Browser, kept: Awaited<ReturnType<BrowserContext['cookies']>>) {
  const context = await withCookies(browser, kept);
  for (const route of SHOPPER_ROUTES) {
    const response = await context.request.fetch(at(route.path), {
      method: route.method,
      headers: json,
      ...(route.body ? { data: route.body } : {}),
      maxRedirects: 0,
    });
    expect(response.status(), `${route.method} ${route.path}`).toBe(401);
  }
  const page = await context.newPage();
  await page.goto(at('/account/'));
  await expect(page).toHaveURL(/error=SessionRequired/);
  await context.close();
}

/** Opens an account, sets an alert so the alert routes have something to act on, and keeps the cookies. */
async function signedInShopper(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await openVerifiedAccount(page, stack, label, `Shopper ${label}`);
  const alert = await page.request.post(at('/api/account/alerts/'), {
    headers: json,
    data: { productId: '10', kind: 'low90' },
  });
  expect(alert.status()).toBe(201);
  const kept = await context.cookies();
  // The kept copy works while the session lasts.
  const copy = await withCookies(browser, kept);
  expect((await copy.request.get(at('/api/account/notifications/'))).status()).toBe(200);
  await copy.close();
  return { context, page, email, kept };
}

test('after signing out', async ({ browser }) => {
  const { context, page, kept } = await signedInShopper(browser, 'signed-out');
  await page.goto(at('/account/'));
  await page.getByTestId('account-menu').locator('summary').click();
  await page.getByTestId('account-menu').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  await expectRefusedEverywhere(browser, kept);
  await context.close();
});

test('after signing out everywhere', async ({ browser }) => {
  const { context, page, kept } = await signedInShopper(browser, 'everywhere');
  await page.goto(at('/account/'));
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login\/\?status=signed_out_everywhere$/);
  await expectRefusedEverywhere(browser, kept);
  await context.close();
});

test('after a password reset', async ({ browser }) => {
  const { context, page, email, kept } = await signedInShopper(browser, 'reset');
  await page.goto(at('/login/forgot/'));
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('form-notice')).toContainText('Check your email');
  const mail = await stack.mail.waitFor(email, /^Reset your Pricewise password$/);
  await page.goto(stack.mail.linkIn(mail, `${stack.siteUrl}/login/reset/?token=`));
  await page.getByLabel(/^New password/).fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login\/\?status=password_reset$/);
  await expectRefusedEverywhere(browser, kept);
  await context.close();
});

test('after closing the account', async ({ browser }) => {
  const { context, page, kept } = await signedInShopper(browser, 'closed');
  await page.goto(at('/account/'));
  await page.getByLabel(/^Your password/).fill(ACCOUNT_PASSWORD);
  // Not forced: the page scrolls smoothly, and a forced click lands where the box was before the
  // scroll ended; a plain one waits for the box to stand still and to be the element clicked.
  await page.getByLabel('I understand that this cannot be undone').check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account\/closed\/$/);
  await expectRefusedEverywhere(browser, kept);
  await context.close();
});
