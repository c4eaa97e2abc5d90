import { expect, test, type Page } from './support/test';

/** The seeded drafts: each has a newer revision, whose title is what a preview must show. */
const DRAFTS = [
  { kind: 'guide', id: 83, title: 'The best cordless vacuum cleaners of 2025' },
  { kind: 'review', id: 86, title: 'Smart thermostat review: a month of cheaper heating' },
  { kind: 'post', id: 79, title: 'Winter energy bills: the six appliances that cost most to run' },
  { kind: 'page', id: 81, title: 'Price alerts: know when the price drops' },
] as const;

const EDITOR = { username: 'editor', password: 'pricewise-editor' };

/** The link WordPress (FaustWP) puts behind "Preview" for an unpublished draft. */
function previewLink(id: number): string {
  return `/?p=${id}&preview=true&previewPathname=${encodeURIComponent(`/?p=${id}`)}`;
}

async function logInAtWordPress(page: Page) {
  await expect(page.getByLabel('Username or Email Address')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/wp-login.php');
  await page.getByLabel('Username or Email Address').fill(EDITOR.username);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: /log in/i }).click();
}

test('an editor previews a draft guide, review, post and page through /generate', async ({ page }) => {
  const [first, ...rest] = DRAFTS;
  await page.goto(previewLink(first.id));
  await logInAtWordPress(page);
  await expect(page).toHaveURL(/\/preview\/\?/);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  expect(page.url()).not.toContain('code=');

  // Later previews reuse the refresh-token cookie: no second login.
  for (const draft of rest) {
    await page.goto(previewLink(draft.id));
    await expect(page.getByRole('heading', { level: 1, name: draft.title }), draft.kind).toBeVisible();
  }
});

test('the same preview URL without a login never shows draft content', async ({ page, request }) => {
  for (const draft of DRAFTS) {
    const response = await request.get(`/preview/${previewLink(draft.id).slice(1)}`);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(await response.text()).not.toContain(draft.title);
  }
  await page.goto(previewLink(DRAFTS[0].id));
  await expect(page.getByLabel('Username or Email Address')).toBeVisible();
  await expect(page.getByText(DRAFTS[0].title)).toHaveCount(0);

  for (const draft of DRAFTS) {
    expect((await request.get(`/?p=${draft.id}`)).status(), draft.kind).toBe(404);
  }
});

test('the preview address opened on its own answers 404 with the not-found page', async ({ page }) => {
  for (const path of ['/preview/', '/preview/?p=79', '/preview/?p=79&preview=false&previewPathname=%2F%3Fp%3D79']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible();
    expect(response?.headers()['x-robots-tag'], path).toBe('noindex');
  }
});

test('a preview URL without previewPathname shows the product message', async ({ page }) => {
  const response = await page.goto('/preview/?p=79&preview=true');
  expect(response?.status()).toBe(400);
  await expect(page.getByTestId('preview-config-error')).toContainText(
    'The URL must contain the proper "previewPathname" query param for previews.',
  );
});
