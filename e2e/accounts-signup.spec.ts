import { expect, test, type Page } from './support/test';
import {
  ACCOUNT_PASSWORD,
  confirmAddress,
  newAccountEmail,
  startAccountStack,
  type AccountStack,
} from './support/account-stack';

/**
 * Opening an account, its email links and a forgotten password, against a site of its own whose
 * backend mails a real SMTP server the test reads.
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
const mailsTo = (email: string, subject: RegExp) =>
  stack.mail.messages.filter(
    (mail) => mail.to && 'text' in mail.to && mail.to.text === email && subject.test(mail.subject ?? ''),
  ).length;

async function signUp(page: Page, email: string, name = 'Ada Shopper') {
  await page.goto(at('/signup/'));
  await page.getByLabel(/^Your name/).fill(name);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('form-notice')).toContainText('Check your email');
}

async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.goto(at('/login/?callbackUrl=%2Faccount%2F'));
  await page.getByLabel(/^Username or email/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('signs up, is told the address waits for confirmation, then clicks the emailed link and lands signed in and verified', async ({
  page,
}) => {
  const email = newEmail('signup');
  await signUp(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const first = await stack.mail.waitFor(email, /^Confirm your email address for Pricewise$/);
  expect(first.html).toContain('Hello Ada Shopper,');

  // Before confirming: signed in, saving works, and the page says alerts emails wait for it.
  await signIn(page, email);
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByTestId('unverified-banner')).toBeVisible();
  expect((await page.request.put(at('/api/account/saved-products/10/'))).status()).toBe(200);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByTestId('form-notice')).toContainText('a new link is on its way');
  await expect.poll(() => mailsTo(email, /^Confirm your email/)).toBe(2);

  const newest = await stack.mail.waitFor(email, /^Confirm your email address/);
  // Signed out, in the browser that signed up: the link's button signs in there.
  const signedUpHere = (await page.context().cookies()).filter((cookie) => cookie.name === 'pricewise-signup');
  await page.context().clearCookies();
  await page.context().addCookies(signedUpHere);
  await page.goto(stack.mail.linkIn(newest, `${stack.siteUrl}/signup/verify/?token=`));
  await confirmAddress(page);
  await expect(page).toHaveURL(/\/account\/\?status=verified$/);
  await expect(page.getByTestId('form-notice')).toContainText('your email address is confirmed');
  await expect(page.getByTestId('unverified-banner')).toHaveCount(0);
  await expect(page.getByTestId('account-menu')).toBeVisible();
});

test('opening the link confirms nothing; in another browser its button confirms the address and signs no one in', async ({
  browser,
  page,
}) => {
  const email = newEmail('elsewhere');
  await signUp(page, email);
  const link = stack.mail.linkIn(
    await stack.mail.waitFor(email, /^Confirm your email/),
    `${stack.siteUrl}/signup/verify/?token=`,
  );
  const id = (await stack.admin.accountsByEmail(email))[0]!.id;
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  // A mail scanner, or a victim sent someone else's link: opening it changes nothing.
  await elsewhere.goto(link);
  await expect(elsewhere.getByRole('button', { name: 'Confirm my email address' })).toBeVisible();
  expect((await stack.admin.traces(id)).account).toMatchObject({ emailVerified: false });
  await confirmAddress(elsewhere);
  await expect(elsewhere).toHaveURL(/\/login\/\?status=address_confirmed$/);
  await expect(elsewhere.getByTestId('form-notice')).toContainText('Your email address is confirmed. Sign in');
  expect((await (await elsewhere.request.get(at('/api/auth/session'))).json()) ?? {}).toEqual({});
  await expect(elsewhere.getByTestId('account-menu')).toHaveCount(0);
  expect((await stack.admin.traces(id)).account).toMatchObject({ emailVerified: true });
  await other.close();
});

test('a used, altered or expired link says so, and offers a new one', async ({ page }) => {
  const email = newEmail('links');
  await signUp(page, email);
  const link = stack.mail.linkIn(
    await stack.mail.waitFor(email, /^Confirm your email/),
    `${stack.siteUrl}/signup/verify/?token=`,
  );
  await page.goto(link);
  await confirmAddress(page);
  await expect(page).toHaveURL(/\/account\//);
  await page.context().clearCookies();

  await page.goto(link);
  await confirmAddress(page);
  await expect(page.getByTestId('form-notice')).toHaveText('This link has already been used.');
  const token = new URL(link).searchParams.get('token')!;
  const altered = token.slice(0, 4) + (token[4] === 'A' ? 'B' : 'A') + token.slice(5);
  await page.goto(at(`/signup/verify/?token=${altered}`));
  await confirmAddress(page);
  await expect(page.getByTestId('form-notice')).toContainText('This link is not valid.');

  const late = newEmail('expired');
  await signUp(page, late);
  const lateLink = stack.mail.linkIn(
    await stack.mail.waitFor(late, /^Confirm your email/),
    `${stack.siteUrl}/signup/verify/?token=`,
  );
  await stack.admin.expireEmailLinks((await stack.admin.accountsByEmail(late))[0]!.id);
  await page.goto(lateLink);
  await confirmAddress(page);
  await expect(page.getByTestId('form-notice')).toHaveText('This link has expired.');
  await page.getByLabel(/^Email/).fill(late);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByTestId('form-notice')).toContainText('a new link is on its way');
  await expect.poll(() => mailsTo(late, /^Confirm your email/)).toBe(2);
});

/** Asks for a reset link from the sign-in page, and opens it. */
async function openResetLink(page: Page, email: string) {
  await page.goto(at('/login/'));
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/login\/forgot\/$/);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('form-notice')).toContainText('Check your email');

  const mail = await stack.mail.waitFor(email, /^Reset your Pricewise password$/);
  await page.goto(stack.mail.linkIn(mail, `${stack.siteUrl}/login/reset/?token=`));
}

test('resets a forgotten password from the sign-in page; the old password then fails', async ({ page }) => {
  const email = newEmail('reset');
  await signUp(page, email);
  await openResetLink(page, email);
  // Nothing but the password signs in to this account: nothing to remove.
  await expect(page.getByTestId('reset-providers')).toHaveText(
    'No sign-in provider is linked to the account: only the password signs in to it.',
  );
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByLabel(/^New password/).fill('password123');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('form-notice')).toHaveText(
    'This password is too common. Choose one that is harder to guess.',
  );
  await page.getByLabel(/^New password/).fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login\/\?status=password_reset$/);
  await expect(page.getByTestId('form-notice')).toContainText('Sign in with the new password');

  await signIn(page, email, PASSWORD);
  await expect(page.getByTestId('login-error')).toHaveText(/Wrong username or password/);
  await signIn(page, email, 'a-brand-new-secret');
  await expect(page).toHaveURL(/\/account\/$/);
});

test('a reset link lists the linked sign-in providers before the new password, and can remove them', async ({
  page,
}) => {
  const email = newEmail('reset-linked');
  await signUp(page, email);
  const issuer = process.env.OIDC_ISSUER!;
  const { providers } = await stack.admin.linkProvider({ username: email, password: PASSWORD }, issuer, `sub-${email}`);
  const linkedOn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(providers[0]!.linkedAt),
  );
  await openResetLink(page, email);
  const listed = page.getByTestId('reset-providers');
  await expect(listed).toContainText('This sign-in provider is linked to the account');
  await expect(listed.getByRole('listitem')).toHaveText([`Test ID, linked on ${linkedOn}`]);
  // Opening the page used nothing: the link still resets, and the checkbox removes the provider.
  await page.getByLabel(/^New password/).fill('a-brand-new-secret');
  await page.getByRole('checkbox', { name: /Also remove these sign-in providers/ }).check();
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login\/\?status=password_reset$/);
  const [account] = await stack.admin.accountsByEmail(email);
  expect(account?.providers).toEqual([]);
});

test('an unknown address gets the same answer, and a form used too often says how long to wait', async ({ page }) => {
  const unknown = newEmail('nobody');
  for (let attempt = 1; attempt <= 3; attempt++) {
    await page.goto(at('/login/forgot/'));
    await page.getByLabel(/^Email/).fill(unknown);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByTestId('form-notice')).toContainText('Check your email');
  }
  await page.goto(at('/login/forgot/'));
  await page.getByLabel(/^Email/).fill(unknown);
  const answer = page.waitForResponse((response) => response.url().includes('/api/account/forgot/'));
  await page.getByRole('button', { name: 'Send the link' }).click();
  expect((await answer).status()).toBe(429);
  expect((await answer).headers()['retry-after']).toMatch(/^\d+$/);
  await expect(page.getByTestId('form-notice')).toHaveText('Too many attempts. Try again in 60 minutes.');
  expect(mailsTo(unknown, /./)).toBe(0);
});
