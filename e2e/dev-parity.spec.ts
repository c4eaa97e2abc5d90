import { expect, test } from './support/test';
import { bodyStructure, firstLoadPropKeys } from './support/html-structure';
import { startDevSite, type RunningSite } from './support/processes';

/**
 * Development is the same site as production: `next dev` (Turbopack) and the production build
 * (webpack) write the same body for a product page, element by element, islands and all, and the
 * same first-load data. Nothing of the pipeline is bundler-specific (no module replaced in one
 * build only, no loader rewritten), and this holds it so.
 */
const DEV_PORT = Number(process.env.E2E_SITE_PORT || 3100) + 2;
/** `next dev` compiles a page on its first request: minutes on a busy machine. */
const COMPILE_TIMEOUT_MS = 600_000;

let dev: RunningSite | null = null;

test.afterAll(async () => {
  await dev?.stop();
});

test('a product page has the same structure in development and in production', async ({ request, baseURL }) => {
  test.setTimeout(COMPILE_TIMEOUT_MS + 120_000);
  dev = await startDevSite({}, DEV_PORT);
  const production = await request.get(`${baseURL}/p/x-5/`);
  expect(production.status()).toBe(200);
  const path = new URL(production.url()).pathname;
  const development = await request.get(`${dev.url}${path}`, { timeout: COMPILE_TIMEOUT_MS });
  expect(development.status(), dev.output().slice(-2000)).toBe(200);
  const [productionHtml, developmentHtml] = [await production.text(), await development.text()];

  const structure = bodyStructure(productionHtml);
  expect(
    structure.some((line) => line.includes('data-island="save-product"')),
    'the page has islands',
  ).toBe(true);
  expect(bodyStructure(developmentHtml)).toEqual(structure);
  expect(firstLoadPropKeys(developmentHtml)).toEqual(firstLoadPropKeys(productionHtml));
});
