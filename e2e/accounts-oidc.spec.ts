import { expect, test, type Page } from './support/test';
import { backendAdmin } from './support/backend-admin';
import { contentOrigin } from './support/content';
import { startTestIdentityProvider, type TestIdentityProvider } from './support/oidc-test-provider';

/**
 * Signing in with an identity provider: a real OpenID Provider on loopback (the port the site was
 * built and started with, see scripts/e2e.mjs), through next-auth's standard OIDC provider.
 */
test.describe.configure({ mode: 'serial' });

let provider: TestIdentityProvider;
const PASSWORD = 'violet-kettle-harbour';
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}`;

test.beforeAll(async ({ baseURL }) => {
  const port = Number(process.env.E2E_OIDC_PORT);
  if (!port) throw new Error('E2E_OIDC_PORT is not set: run the tests through scripts/e2e.mjs');
  provider = await startTestIdentityProvider(port, [baseURL!]);
});

test.afterAll(async () => {
  await provider?.stop();
});

/** The backend's accounts back office, to see what the sign-in did there. */
const backend = () => backendAdmin(contentOrigin());

/** At the provider: its own sign-in form (any password), then its consent page. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('signing in through the identity provider opens an account linked to it', async ({ page }) => {
  const login = unique('fresh');
  provider.people.set(login, { email: `${login}@id.example`, email_verified: true, name: 'Ida Provider' });
  await page.goto('/login/');
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByTestId('account-menu')).toContainText('Ida Provider');
  await expect(page.getByTestId('provider-section')).toContainText('Linked to Test ID on');
  await expect(page.getByTestId('unverified-banner')).toHaveCount(0);
  const [user] = await backend().accountsByEmail(`${login}@id.example`);
  expect(user?.hasPassword).toBe(false);
  expect(user?.providers).toEqual([{ issuer: provider.issuer, subject: login }]);
});

test('a session check answered after a sign-in form’s post leaves the callback URL the form set', async ({
  page,
  request,
}) => {
  await page.goto('/login/');
  const csrfToken = await page.locator('form[action^="/api/auth/signin/oidc/"] input[name="csrfToken"]').inputValue();
  const posted = await page.request.post('/api/auth/signin/oidc/', {
    form: { csrfToken, callbackUrl: '/account/' },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  // A check the page sent before the post carried no callback cookie: its answer must not set one.
  for (const route of ['/api/auth/session/', '/api/auth/csrf/']) {
    const check = await request.get(route);
    expect(check.ok(), route).toBe(true);
    const callbackCookies = check
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie' && header.value.includes('callback-url'));
    expect(callbackCookies, route).toEqual([]);
  }
  const callback = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('next-auth.callback-url'));
  expect(decodeURIComponent(callback?.value ?? '')).toMatch(/\/account\/$/);
});

test('the email of a password account leads to the AccountNotLinkedError page, which says what to do', async ({
  page,
}) => {
  const login = unique('clash');
  provider.people.set(login, { email: 'shopper@pricewise.example', email_verified: true, name: 'Sam Again' });
  await page.goto('/login/');
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/auth\/error\/\?error=AccountNotLinkedError$/);
  await expect(page.getByTestId('auth-error-message')).toHaveText(
    'An account already uses this email address, so we did not sign you in with the identity provider.',
  );
  const steps = page.getByTestId('not-linked-steps');
  await expect(steps.getByRole('listitem')).toHaveText([
    'Sign in with the password of that account.',
    'On your account page, under “Sign-in and security”, choose “Link”.',
    'From then on you can sign in either way.',
  ]);
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute('href', /^\/login\//);
  expect(await backend().accountsBySubject(login)).toEqual([]);
});

test('a password account links the provider on /account/, then signs in with it, and unlinks it', async ({ page }) => {
  const email = `${unique('linker')}@shop.example`;
  await page.goto('/signup/');
  await page.getByLabel(/^Your name/).fill('Lin Ker');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('form-notice')).toContainText('Check your email');
  await page.goto('/login/?callbackUrl=%2Faccount%2F');
  await page.getByLabel(/^Username or email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/$/);

  const login = unique('linked');
  await page.getByRole('button', { name: 'Link Test ID' }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/account\/\?linked=provider#security$/);
  await expect(page.getByTestId('form-notice')).toContainText('Your identity provider is linked');
  await expect(page.getByTestId('provider-section')).toContainText('Linked to Test ID on');

  await page.context().clearCookies();
  await page.goto('/login/');
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/account\/$/);
  await expect(page.getByText('Signed in as Lin Ker.')).toBeVisible();

  await page.getByRole('button', { name: 'Unlink Test ID' }).click();
  await expect(page.getByTestId('form-notice')).toHaveText('Your identity provider is unlinked.');
  await expect(page.getByRole('button', { name: 'Link Test ID' })).toBeVisible();
});
