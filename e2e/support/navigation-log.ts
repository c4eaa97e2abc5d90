import type { Page, TestInfo } from '@playwright/test';

declare global {
  interface Window {
    __navigationLog?: string[];
  }
}

/**
 * Records, in the page, every press and click (with the link it is on) and every event of Next's
 * router (start, history change, completion, error with its message), with the time since the
 * page's start.
 */
function recordInPage(): void {
  const log: string[] = (window.__navigationLog = []);
  const note = (line: string) => log.push(`${performance.now().toFixed(0)} ms ${line}`);
  const describe = (value: unknown) =>
    value instanceof Error ? `${value.message}${'cancelled' in value ? ' (cancelled)' : ''}` : JSON.stringify(value);
  for (const type of ['pointerdown', 'pointerup', 'click'])
    document.addEventListener(
      type,
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        const link = target?.closest('a[href]')?.getAttribute('href') ?? '(no link)';
        note(`${type} on <${target?.tagName.toLowerCase()}> ${link}`);
      },
      true,
    );
  window.addEventListener('popstate', () => note(`popstate ${location.href}`));
  type Published = { router?: { events: { on: (name: string, listener: (...args: unknown[]) => void) => void } } };
  // Next publishes its router on `window.next` once its scripts have run (after the first paint).
  const waiting = setInterval(() => {
    const router = (window as unknown as { next?: Published }).next?.router;
    if (!router) return;
    clearInterval(waiting);
    for (const name of ['routeChangeStart', 'beforeHistoryChange', 'routeChangeComplete', 'routeChangeError'])
      router.events.on(name, (...args) => note(`${name} ${args.map(describe).join(' ')}`));
    note('router ready');
  }, 20);
}

/**
 * Keeps a log of the page's link clicks and client-side navigations, for a journey whose failure
 * is rare and depends on timing: the trace shows the requests, not what the router decided.
 */
export async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(recordInPage);
}

/** Adds the page's navigation log to the report and the output of a test that failed. */
export async function attachNavigationsIfFailed(page: Page, info: TestInfo): Promise<void> {
  if (info.status === info.expectedStatus) return;
  const log = await page.evaluate(() => window.__navigationLog ?? []).catch(() => ['(the page was closed)']);
  await info.attach('navigation-log', { body: log.join('\n'), contentType: 'text/plain' });
  // The list reporter shows an attachment's first lines only: the whole log goes to the output too.
  console.log(`navigation log of "${info.title}" (attempt ${info.retry + 1}):\n${log.join('\n')}`);
}
