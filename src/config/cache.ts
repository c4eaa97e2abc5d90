/**
 * Caching, declared in one place (code-style): how long a statically generated page is served
 * before it is regenerated in the background (ISR, stale-while-revalidate), and what shared
 * caches may do with server-rendered pages. On-demand revalidation (/api/revalidate) makes a
 * changed page fresh on the next request, so these are upper bounds, not delays editors wait for.
 */
export const REVALIDATE_SECONDS = {
  /** A product page: prices move during the day. */
  product: 300,
  /** A category listing (one per sort, filter and page): prices and stock move during the day. */
  listing: 300,
  /** Guides, reviews, news and pages. */
  content: 900,
  /** A 404 for an id or URI that may appear later. */
  notFound: 60,
} as const;

/**
 * Public pages rendered per request (listings with filters or paging, news pages) may be shared
 * briefly by a CDN and served stale while it fetches the next copy.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=600';

/** Assets the site draws itself (the logo sprite): cached a day, refreshed in the background after. */
export const STATIC_ASSET_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * A shopper's or an editor's own answer (accounts, previews, auth, the site's account APIs):
 * never kept by a shared cache or the browser.
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** An answer that must not be kept at all: an outage (503) or a refused request. */
export const NO_STORE_CACHE_CONTROL = 'no-store';

/** Sitemaps: shared caches keep them an hour and serve them stale for a day while refreshing. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

/** robots.txt: an hour anywhere. */
export const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';
