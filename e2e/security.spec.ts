import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';

const REQUIRED_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
];

test('security headers are on pages, API routes and errors', async ({ request }) => {
  for (const url of ['/', '/p/x-5/', '/api/auth/session/', '/no-such-page/', '/restapi/stores/totalCount/']) {
    const response = await request.get(url);
    const headers = response.headers();
    for (const name of REQUIRED_HEADERS) expect(headers[name], `${name} on ${url}`).toBeTruthy();
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
  const csp = (await request.get('/')).headers()['content-security-policy']!;
  const scriptSources = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
  expect(scriptSources[0]).toBe("'self'");
  const hashed = expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(scriptSources.slice(1), 'two hashed inline scripts (colour mode, script loader), nothing unsafe').toEqual([
    hashed,
    hashed,
  ]);
  expect(csp).toContain("frame-ancestors 'none'");
  const html = await (await request.get('/')).text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
  // Data blocks do not run: JSON, JSON-LD and the loader's inert placeholders (type="text/plain").
  const executable = inlineScripts.filter(
    ([, attributes]) => !/type="(application\/(ld\+)?json|text\/plain)"/.test(attributes!),
  );
  expect(
    executable.map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`),
    'only the hashed scripts run inline',
  ).toEqual(scriptSources.slice(1));
});

test('the pages still run their scripts under the policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/no-such-page/');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/chakra-ui-dark/);
  await page.reload();
  await expect(page.locator('body'), 'the inline script applies the saved mode before paint').toHaveClass(
    /chakra-ui-dark/,
  );
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(violations).toEqual([]);
});

test('preview, account and authentication responses are never cached', async ({ request }) => {
  for (const url of [
    '/preview/?p=79&preview=true&previewPathname=%2F%3Fp%3D79',
    '/account/',
    '/login/',
    '/api/auth/session/',
    '/api/faust/auth/token/',
  ]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.headers()['cache-control'] ?? '', url).toMatch(/no-store/);
  }
});

test('no server secret appears in any client file', () => {
  const secrets = [process.env.FAUST_SECRET_KEY, process.env.NEXTAUTH_SECRET, process.env.REVALIDATE_SECRET].filter(
    (value): value is string => Boolean(value),
  );
  expect(secrets.length).toBe(3);
  const staticDir = path.resolve(__dirname, '..', '.next', 'static');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(staticDir);
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const secret of secrets)
      expect(text.includes(secret), `${path.relative(staticDir, file)} contains a secret`).toBe(false);
  }
});
