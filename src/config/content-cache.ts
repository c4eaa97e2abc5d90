/**
 * How long shared caches (a CDN, a reverse proxy) may keep a published content page, declared in
 * one place (code-style "Caching is declared in one place"). Editors see changes within a minute;
 * a stale copy may be served for a while longer while the next one is fetched.
 */
export const CONTENT_PAGE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=600';
