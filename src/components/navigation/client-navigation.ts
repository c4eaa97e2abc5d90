/**
 * Which clicks the site opens itself, without a full page load: a plain left click on a link to
 * one of its pages in this tab. Files, API routes, downloads, other tabs and in-page anchors are
 * left to the browser, as are links marked `data-reload` (a language switch reloads on purpose).
 */
export function siteNavigationTarget(
  event: MouseEvent,
  origin: string,
  current: { pathname: string; search: string },
): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  return link ? sitePath(link, origin, current) : null;
}

/** The path a link opens within the site, or null when the browser should follow it. */
export function sitePath(
  link: HTMLAnchorElement,
  origin: string,
  current: { pathname: string; search: string },
): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.dataset.reload !== undefined)
    return null;
  let url: URL;
  try {
    url = new URL(link.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
