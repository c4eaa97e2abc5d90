import fs from 'node:fs';
import { expect, test, withLivePages, type Browser, type Page } from './support/test';
import {
  ACCOUNT_PASSWORD,
  newAccountEmail,
  openVerifiedAccount,
  startAccountStack,
  type AccountStack,
} from './support/account-stack';

/**
 * Managing an account on /account/ (password, sign out everywhere, export, delete), and the
 * account forms without JavaScript, against a site of its own whose backend the test can read.
 */
test.describe.configure({ mode: 'serial' });

let stack: AccountStack;
const PASSWORD = ACCOUNT_PASSWORD;
const newEmail = newAccountEmail;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startAccountStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

const at = (path: string) => `${stack.siteUrl}${path}`;

const openAccount = (page: Page, label: string) => openVerifiedAccount(page, stack, label, `Shopper ${label}`);

async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.goto(at('/login/?callbackUrl=%2Faccount%2F'));
  await page.getByLabel(/^Username or email/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function newPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  // Without scripts a page never hydrates: its navigations end at `load`, as they always did.
  if (javaScriptEnabled) withLivePages(context);
  return { context, page: await context.newPage() };
}

test('export, then delete: the export held the saved products; afterwards sign-in fails and the data is gone', async ({
  page,
}) => {
  const email = await openAccount(page, 'leaving');
  for (const id of [10, 11])
    expect((await page.request.put(at(`/api/account/saved-products/${id}/`))).status()).toBe(200);
  await page.goto(at('/account/'));
  const download = page.waitForEvent('download');
  await page.getByTestId('export-data').click();
  const file = await (await download).path();
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(data).toMatchObject({
    format: 'pricewise-account-export',
    version: 1,
    profile: { email, emailVerified: true, name: 'Shopper leaving' },
  });
  expect(data.savedProducts.map((item: { productId: number }) => item.productId).sort()).toEqual([10, 11]);
  expect(data.priceAlerts).toEqual({ alertEmailsTo: { email, emailVerified: true }, alerts: [], notifications: [] });
  expect(JSON.stringify(data)).not.toContain(PASSWORD);
  const id = (await stack.admin.accountsByEmail(email))[0]!.id;

  await page.getByLabel(/^Your password/).fill('not-the-password');
  // Not forced: the page scrolls smoothly, and a forced click lands where the box was before the
  // scroll ended; a plain one waits for the box to stand still and to be the element clicked.
  await page.getByLabel('I understand that this cannot be undone').check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByTestId('form-notice')).toHaveText('That password is not correct.');
  await page.getByLabel(/^Your password/).fill(PASSWORD);
  await page.getByLabel('I understand that this cannot be undone').check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account\/closed\/$/);
  await expect(page.getByTestId('account-closed')).toBeVisible();
  await expect(page.getByTestId('sign-in-link')).toBeVisible();

  await signIn(page, email);
  await expect(page.getByTestId('login-error')).toHaveText(/Wrong username or password/);
  const traces = await stack.admin.traces(id);
  expect({
    account: traces.account,
    savedProducts: traces.savedProducts,
    mail: traces.mail,
    alertContact: traces.pricing.contact,
  }).toEqual({
    account: null,
    savedProducts: 0,
    mail: 0,
    alertContact: null,
  });
});

test('changing the password keeps this session and ends the others; sign out everywhere ends them all', async ({
  browser,
  page,
}) => {
  const email = await openAccount(page, 'sessions');
  const other = await newPage(browser);
  await signIn(other.page, email);
  await expect(other.page).toHaveURL(/\/account\/$/);

  await page.goto(at('/account/'));
  await page.getByLabel(/^Current password/).fill(PASSWORD);
  await page.getByLabel(/^New password/).fill('another-long-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('form-notice')).toContainText('Your password is changed');
  await other.page.goto(at('/account/'));
  await expect(other.page).toHaveURL(/\/login\/\?callbackUrl=%2Faccount%2F&error=SessionRequired$/);

  await signIn(other.page, email, 'another-long-secret');
  await expect(other.page).toHaveURL(/\/account\/$/);
  await page.reload();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login\/\?status=signed_out_everywhere$/);
  await expect(page.getByTestId('form-notice')).toHaveText('You are signed out on every device.');
  await other.page.goto(at('/account/'));
  await expect(other.page).toHaveURL(/error=SessionRequired/);
  await other.context.close();
});

test('the forms work without JavaScript: sign up, sign in, forgotten password, sign out', async ({ browser }) => {
  const { context, page } = await newPage(browser, false);
  const email = newEmail('no-script');
  await page.goto(at('/signup/'));
  await page.getByLabel(/^Your name/).fill('Noah Script');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('qwertyuiop');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup\/\?error=weak_password&reason=too_common&email=/);
  await expect(page.getByTestId('form-notice')).toHaveText(
    'This password is too common. Choose one that is harder to guess.',
  );
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup\/\?status=check_email$/);

  await signIn(page, email);
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(`${stack.siteUrl}/`);
  await page.goto(at('/account/'));
  await expect(page).toHaveURL(/error=SessionRequired/);

  await page.goto(at('/login/forgot/'));
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page).toHaveURL(/\/login\/forgot\/\?status=check_email$/);
  await expect(page.getByTestId('form-notice')).toContainText('Check your email');
  await context.close();
});
