import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * The site loads its scripts after the content has painted (src/lib/document/after-paint-loader.mjs),
 * so the window's `load` event, where Playwright's navigations end, can come before the page is
 * live. A page of ours marks itself `<html data-hydrated>` once its islands have hydrated;
 * anything else (JSON, XML, a page with scripts off) has no after-paint placeholders and is ready
 * at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // However long hydration takes on a busy machine: the test's own timeout ends a page that never hydrates.
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-hydrated') || !document.querySelector('script[data-after-paint]'),
    null,
    { timeout: 0 },
  );
}

/** A promise a test resolves when it chooses (to hold a request back until a state has been seen). */
export function heldBack(): { hold: Promise<void>; release: () => void } {
  let release!: () => void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  return { hold, release };
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

/** Makes the page's navigations end when the page is live, as they ended before the scripts moved. */
export function navigateToLivePages(page: Page): Page {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await waitForHydration(page);
        return response;
      },
    });
  }
  return page;
}

/** Every page a context opens navigates to live pages. */
export function withLivePages(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) navigateToLivePages(page);
  context.on('page', navigateToLivePages);
  return context;
}

/** Playwright's test, whose `context` (and so `page`) waits for hydration after each navigation. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await use(withLivePages(context));
  },
});
