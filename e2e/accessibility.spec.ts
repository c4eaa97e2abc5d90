import { expect, test, type Page } from './support/test';
import { signIn } from './support/accounts';
import { axeViolations, describeViolations } from './support/axe';

/**
 * Every page kind passes axe-core's WCAG 2.0 and 2.1 A and AA rules after hydration, with zero
 * violations of any impact, at a phone's and a desktop's width, in both languages, with its
 * interactive parts open (the filter drawer, the search suggestions, the account menu).
 */
test.use({ bypassCSP: true });

type Prepare = (page: Page, width: number) => Promise<void>;

const openSuggestions: Prepare = async (page) => {
  // Focus, not a click: the plain box is replaced by the combobox as the pointer reaches it.
  await page.getByRole('searchbox', { name: /./ }).first().focus();
  const box = page.getByRole('combobox').first();
  await expect(box).toBeFocused();
  // The results page fills the box with its query: type a fresh one.
  await box.fill('');
  await box.pressSequentially('sony', { delay: 30 });
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
};

const openFilters: Prepare = async (page, width) => {
  if (width >= 620) return expect(page.getByTestId('category-filters').first()).toBeVisible();
  await page.getByTestId('open-filters').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Wait for the drawer's entrance animation: axe reads colours as they are painted.
  await page.waitForTimeout(400);
};

const PAGE_KINDS: { name: string; path: string; prepare?: Prepare }[] = [
  { name: 'home', path: '/' },
  { name: 'categories', path: '/cl/' },
  { name: 'category with filters open', path: '/cl/x-1/', prepare: openFilters },
  { name: 'product', path: '/p/x-5/' },
  { name: 'product, 180-day history', path: '/p/x-5/?days=180' },
  { name: 'search with suggestions open', path: '/search/?q=sony', prepare: openSuggestions },
  { name: 'deals', path: '/deals/' },
  { name: 'guides', path: '/g/' },
  { name: 'guide', path: '/guide/best-robot-vacuums/' },
  { name: 'review', path: '/review/dual-basket-air-fryer-review/' },
  { name: 'news', path: '/n/' },
  { name: 'post', path: '/black-friday-2025-genuine-deals/' },
  { name: 'page', path: '/privatlan/' },
  { name: 'how we compare', path: '/how-we-compare/' },
  { name: 'login', path: '/login/' },
  { name: 'not found', path: '/no-such-page-here/' },
];

async function expectNoViolations(page: Page, path: string, prepare?: Prepare) {
  for (const width of [360, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    if (prepare) await prepare(page, width);
    const violations = await axeViolations(page);
    expect(violations, `${path} at ${width} px:\n${describeViolations(violations)}`).toEqual([]);
  }
}

for (const locale of ['', '/uk']) {
  const language = locale ? 'Ukrainian' : 'English';
  for (const kind of PAGE_KINDS) {
    test(`${kind.name} has no WCAG A or AA violations (${language})`, async ({ page }) => {
      await expectNoViolations(page, `${locale}${kind.path}`, kind.prepare);
    });
  }

  test(`the account page, signed in, with the account menu open, has no violations (${language})`, async ({ page }) => {
    await signIn(page, '/account/');
    await expectNoViolations(page, `${locale}/account/`, async (current) => {
      await current.getByTestId('account-menu').locator('summary').click();
    });
  });
}
