import { expect, test, waitForHydration, type Page } from './support/test';

/**
 * Content first: a page's scripts are fetched only after its content has painted and its
 * prioritised image (the LCP candidate) has loaded (src/lib/document/after-paint-loader.mjs);
 * then the page hydrates and its controls work.
 */

interface LoadOrder {
  firstContentfulPaint: number;
  priorityImagesLoaded: number;
  firstScriptRequested: number;
  scripts: number;
}

function loadOrder(page: Page): Promise<LoadOrder> {
  return page.evaluate(() => {
    const entry = (name: string) => performance.getEntriesByName(name)[0] as PerformanceResourceTiming | undefined;
    const priorityImages = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]')].map(
      (image) => entry(image.currentSrc)?.responseEnd ?? 0,
    );
    const scripts = performance
      .getEntriesByType('resource')
      .filter(
        (resource) =>
          (resource as PerformanceResourceTiming).initiatorType === 'script' &&
          resource.name.includes('/_next/static/'),
      );
    return {
      firstContentfulPaint: entry('first-contentful-paint')?.startTime ?? Number.POSITIVE_INFINITY,
      priorityImagesLoaded: Math.max(0, ...priorityImages),
      firstScriptRequested: Math.min(...scripts.map((script) => script.startTime)),
      scripts: scripts.length,
    };
  });
}

test('pages paint and load their prioritised image before any script is fetched, then go live', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  for (const path of ['/', '/guide/best-laptops-for-students/', '/cl/Electronics-1/']) {
    const response = await page.goto(path);
    const html = await response!.text();
    // Next's legacy polyfills stay `nomodule`: browsers that run the site never fetch them.
    const fetchedByTheHtml = [...html.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /\ssrc=/.test(tag) && !/\snomodule/i.test(tag));
    expect(fetchedByTheHtml, `${path}: no script is fetched by the HTML itself`).toEqual([]);
    expect(
      /<script type="text\/plain" data-after-paint="\/_next\/static\/chunks\/main-[^"]+\.js"><\/script>/.test(html),
      `${path}: main.js waits for the loader`,
    ).toBe(true);
    const order = await loadOrder(page);
    expect(order.scripts, path).toBeGreaterThan(3);
    expect(order.firstScriptRequested, `${path}: after the first contentful paint`).toBeGreaterThanOrEqual(
      order.firstContentfulPaint,
    );
    expect(order.firstScriptRequested, `${path}: after the prioritised image`).toBeGreaterThanOrEqual(
      order.priorityImagesLoaded,
    );
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  }
  // The page is live: a control that only scripts answer works.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/chakra-ui-dark/);
  expect(errors).toEqual([]);
});

test('a prioritised image that never answers holds the scripts back for 3 s at most', async ({ page }) => {
  // Every optimised image stays unanswered, so the window's load event never comes either.
  await page.route(/\/_next\/image\?/, () => undefined);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('body')).toHaveClass(/chakra-ui-dark/);
});
