import { publicEnv } from '@/config/public-env';
import { withTrailingSlash } from '@/lib/routing/trailing-slash.mjs';

// Links between our pages follow the site's one trailing-slash rule.
export { withTrailingSlash };

/** Hosts whose links are ours: this site and the content backend (WordPress writes absolute URLs). */
export function contentHosts(): string[] {
  return [publicEnv.siteUrl, publicEnv.wordpressUrl].flatMap((origin) => {
    try {
      return origin ? [new URL(origin).host] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The site path for a link found in content or menus, or null when it leaves the site. WordPress
 * gives absolute URLs on its own host for our pages; relative paths stay as they are.
 */
export function toInternalPath(href: string, internalHosts: readonly string[] = contentHosts()): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return withTrailingSlash(href);
  try {
    const url = new URL(href);
    if (!['http:', 'https:'].includes(url.protocol) || !internalHosts.includes(url.host)) return null;
    return withTrailingSlash(`${url.pathname}${url.search}${url.hash}`);
  } catch {
    return null;
  }
}

/** A menu target: a site path, an outside URL, or null for placeholders such as '#' (no real link). */
export function toMenuHref(uri: string | null | undefined, internalHosts?: readonly string[]): string | null {
  if (!uri || uri.startsWith('#')) return null;
  return toInternalPath(uri, internalHosts) ?? (/^https?:\/\//i.test(uri) ? uri : null);
}
