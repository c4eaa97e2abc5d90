import { expect, test, withLivePages, type Browser, type BrowserContext, type Page } from './support/test';
import { ACCOUNT_PASSWORD, newAccountEmail } from './support/account-stack';
import { signIn } from './support/accounts';
import { freePort, startSite } from './support/processes';
import { untranslatedKeys } from './support/untranslated-keys';

/**
 * Every page kind, in both languages, with scripts (after hydration) and without (the server's
 * HTML), shows no string key in place of its text: a page that does not load the namespace of a
 * string it shows would show the key.
 */

interface TreeNode {
  id: number;
  hasproducts: boolean;
  children: TreeNode[];
}

const leaves = (nodes: TreeNode[]): TreeNode[] =>
  nodes.flatMap((node) => (node.children.length ? leaves(node.children) : [node]));

/** Paths of every page kind an anonymous reader meets, the listing's and search's states among them. */
async function pageKinds(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  const tree: TreeNode[] = await (await context.request.get('/restapi/categories/GetTreeFrontendCategories/')).json();
  await context.close();
  const empty = leaves(tree).find((node) => !node.hasproducts)!;
  return [
    '/',
    '/cl/',
    '/cl/x-1/',
    '/cl/x-1/?sort=price_asc&page=2',
    '/cl/x-1/?minPrice=99999999',
    `/cl/x-${empty.id}/`,
    '/cl/x-1/?page=999',
    '/p/x-5/',
    '/p/x-5/?days=30',
    '/deals/',
    `/deals/?category=${tree[0]!.id}`,
    '/search/?q=sony',
    '/search/?q=qqqzzzxxx',
    '/search/',
    '/g/',
    '/guide/best-robot-vacuums/',
    '/review/dual-basket-air-fryer-review/',
    '/n/',
    '/black-friday-2025-genuine-deals/',
    '/privatlan/',
    '/how-we-compare/',
    '/login/',
    '/login/forgot/',
    '/login/reset/?token=not-a-token',
    '/signup/',
    '/signup/verify/?token=not-a-token',
    '/auth/error/?error=AccountNotLinkedError',
    '/account/closed/',
    '/no-such-page-here/',
  ];
}

/** A context with scripts waits for each page to hydrate; one without reads the server's HTML as it came. */
async function readerContext(
  browser: Browser,
  scripts: boolean,
  options: { baseURL?: string; storageState?: StorageState } = {},
) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: scripts });
  return scripts ? withLivePages(context) : context;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function keysOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  return untranslatedKeys(page);
}

/** The keys each path shows, in both languages, as `path: key, key`; none is the empty list. */
async function keysOnEvery(context: BrowserContext, paths: string[]): Promise<string[]> {
  const page = await context.newPage();
  const shown: string[] = [];
  for (const locale of ['', '/uk']) {
    for (const path of paths) {
      const keys = await keysOn(page, `${locale}${path}`);
      if (keys.length > 0) shown.push(`${locale}${path}: ${keys.join(', ')}`);
    }
  }
  return shown;
}

for (const scripts of [true, false]) {
  const how = scripts ? 'with scripts' : 'without scripts';

  test(`every public page kind shows its text, not string keys, in both languages, ${how}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await readerContext(browser, scripts);
    expect(await keysOnEvery(context, await pageKinds(browser))).toEqual([]);
    await context.close();
  });

  test(`the account page of a new shopper shows its text, not string keys, in both languages, ${how}`, async ({
    browser,
  }) => {
    const email = newAccountEmail('strings');
    const signedIn = withLivePages(await browser.newContext());
    const page = await signedIn.newPage();
    await page.goto('/signup/');
    await page.getByLabel(/^Your name/).fill('Strings Shopper');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('form-notice')).toContainText('Check your email');
    await signIn(page, '/account/', { username: email, password: ACCOUNT_PASSWORD });
    await expect(page.getByTestId('saved-empty')).toBeVisible();
    const context = await readerContext(browser, scripts, { storageState: await signedIn.storageState() });
    expect(await keysOnEvery(context, ['/account/'])).toEqual([]);
    await Promise.all([context.close(), signedIn.close()]);
  });
}

test('the page that says the prices are unavailable shows its text, not string keys, in both languages', async ({
  browser,
}) => {
  const site = await startSite({ PRICING_API_URL: `http://127.0.0.1:${await freePort()}`, PRICING_TIMEOUT_MS: '2000' });
  try {
    for (const scripts of [true, false]) {
      const context = await readerContext(browser, scripts, { baseURL: site.url });
      expect(await keysOnEvery(context, ['/', '/cl/x-1/'])).toEqual([]);
      await context.close();
    }
  } finally {
    await site.stop();
  }
});
