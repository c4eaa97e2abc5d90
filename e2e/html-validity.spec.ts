import { expect, test, type APIRequestContext } from './support/test';
import { signIn } from './support/accounts';
import { htmlErrors } from './support/html-validator';

/**
 * The server-rendered HTML of every page kind is valid by html-validate's recommended rules (see
 * the validator's config for the few style rules left out), in both languages.
 */
const PATHS = [
  '/',
  '/cl/',
  '/cl/x-1/',
  '/cl/x-1/?sort=price_asc',
  '/p/x-5/',
  '/p/x-5/?days=90',
  '/search/?q=sony',
  '/search/?q=qqqzzzxxx',
  '/deals/',
  '/g/',
  '/guide/best-robot-vacuums/',
  '/review/dual-basket-air-fryer-review/',
  '/n/',
  '/black-friday-2025-genuine-deals/',
  '/privatlan/',
  '/how-we-compare/',
  '/login/',
  '/login/forgot/',
  '/signup/',
  '/no-such-page-here/',
];

/** The page's HTML, following the canonical redirect of a placeholder product or category name. */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBeLessThan(500);
  return response.text();
}

for (const locale of ['', '/uk']) {
  test(`every page kind is valid HTML (${locale ? 'Ukrainian' : 'English'})`, async ({ request }) => {
    const failures: string[] = [];
    for (const path of PATHS) {
      const errors = await htmlErrors(await serverHtml(request, `${locale}${path}`), `${locale}${path}`);
      failures.push(...errors.map((error) => `${locale}${path}: ${error}`));
    }
    expect(failures.join('\n')).toBe('');
  });
}

test('the account page, signed in, is valid HTML', async ({ page }) => {
  await signIn(page, '/account/');
  for (const path of ['/account/', '/uk/account/']) {
    const errors = await htmlErrors(await serverHtml(page.request, path), path);
    expect(errors.join('\n'), path).toBe('');
  }
});
