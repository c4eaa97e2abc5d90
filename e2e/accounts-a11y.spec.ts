import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';

/**
 * The account pages pass axe (WCAG 2.0 and 2.1, A and AA) with one h1, at phone and desktop
 * widths, in both languages, with their messages showing.
 */
test.use({ bypassCSP: true });

const PASSWORD = 'violet-kettle-harbour';
const PAGES = [
  '/signup/',
  '/signup/?error=weak_password&reason=too_common&email=a%40shop.example&name=Ada',
  '/login/?error=TooManyAttempts_15',
  '/login/forgot/?status=check_email',
  '/login/reset/?token=abc',
  '/login/reset/?error=expired_link',
  '/signup/verify/?token=not-a-real-token',
  '/auth/error/?error=AccountNotLinkedError',
  '/account/closed/',
];

async function expectAccessible(page: Page, path: string) {
  for (const width of [360, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
  }
}

for (const locale of ['', '/uk']) {
  test(`the account forms are accessible${locale ? ' in Ukrainian' : ''}`, async ({ page }) => {
    for (const path of PAGES) await expectAccessible(page, `${locale}${path}`);
  });
}

test('the account page is accessible, with every section showing', async ({ page }) => {
  const email = `a11y-${Date.now().toString(36)}@shop.example`;
  await page.goto('/signup/');
  await page.getByLabel(/^Your name/).fill('Alli Access');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('form-notice')).toBeVisible();
  await page.goto('/login/?callbackUrl=%2Faccount%2F');
  await page.getByLabel(/^Username or email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('unverified-banner')).toBeVisible();
  for (const path of ['/account/?error=incorrect_password', '/uk/account/?status=password_changed'])
    await expectAccessible(page, path);
});
