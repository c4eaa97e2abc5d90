import { NextResponse, type NextRequest } from 'next/server';
import { getServerEnv } from '@/config/env';
import { parseCategoryQuery } from '@/lib/catalogue/category-query';
import { parseDealsQuery, toDealsVariant } from '@/lib/catalogue/deals-query';
import { toHistoryVariant } from '@/lib/catalogue/history-variant';
import { toListingVariant } from '@/lib/catalogue/listing-variant';
import { parseHistoryDays } from '@/lib/catalogue/history-periods';
import { isPricingPath, toPricingServicePath } from '@/lib/routing/pricing-path.mjs';
import { securityHeaders } from '@/lib/security/static-headers.mjs';

/**
 * A cached variant's own path (`/cl/{slug}/{variant}/`) is a 404 to visitors, so each variant has
 * one public URL; Next's on-demand revalidation requests it by that path, marked with this header.
 */
const isRevalidation = (request: NextRequest) => request.headers.has('x-prerender-revalidate');

/** Files the site writes itself, answered by API routes. */
const GENERATED_FILES: Record<string, string> = {
  '/robots.txt': '/api/seo/robots',
  '/sitemap.xml': '/api/seo/sitemap',
  '/brand-marks.svg': '/api/assets/brand-marks',
};

/** `/sitemaps/{name}.xml` → the sitemap route for that child. */
function generatedFile(pathname: string): string | null {
  const child = /^\/sitemaps\/([a-z0-9-]{1,40})\.xml$/.exec(pathname);
  return GENERATED_FILES[pathname] ?? (child ? `/api/seo/sitemap/${child[1]}` : null);
}

/**
 * A category listing (`/cl/{name}-{id}/?sort=…`) goes to the cached page of its variant
 * (pages/cl/[slug]/[listing].tsx); a variant too long to cache stays with the per-request page.
 * Asking for a variant's path directly is a 404: only this rewrite makes those URLs.
 */
function listingRoute(request: NextRequest): NextResponse | null {
  const match = /^\/cl\/([^/]+)(\/[^/]+)?\/?$/.exec(request.nextUrl.pathname);
  if (!match) return null;
  if (match[2]) return isRevalidation(request) ? NextResponse.next() : NextResponse.rewrite(new URL('/404', request.url));
  const raw: Record<string, string[]> = {};
  for (const [key, value] of request.nextUrl.searchParams) (raw[key] ??= []).push(value);
  const variant = toListingVariant(parseCategoryQuery(raw));
  if (!variant) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = `/cl/${match[1]}/${variant}/`;
  target.search = '';
  return NextResponse.rewrite(target);
}

/** The security headers of the proxied answers: the environment is read once, so they are built once. */
let proxiedHeaders: { key: string; value: string }[] | undefined;

/**
 * A product page's price-history period (`/p/{name}-{id}/?days=30`) goes to the cached page of
 * that period (pages/p/[slug]/[history].tsx); the default period, or none, is the product page.
 * Asking for a period's path directly is a 404, as for listings.
 */
function productRoute(request: NextRequest): NextResponse | null {
  const match = /^\/p\/([^/]+)(\/[^/]+)?\/?$/.exec(request.nextUrl.pathname);
  if (!match) return null;
  if (match[2]) return isRevalidation(request) ? NextResponse.next() : NextResponse.rewrite(new URL('/404', request.url));
  const variant = toHistoryVariant(parseHistoryDays(request.nextUrl.searchParams.get('days')));
  if (!variant) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = `/p/${match[1]}/${variant}/`;
  target.search = '';
  return NextResponse.rewrite(target);
}

/** The deals page (`/deals/?category=…&page=…`) goes to the cached page of its variant (pages/deals/[variant].tsx). */
function dealsRoute(request: NextRequest): NextResponse | null {
  const match = /^\/deals(\/[^/]+)?\/?$/.exec(request.nextUrl.pathname);
  if (!match) return null;
  if (match[1]) return isRevalidation(request) ? NextResponse.next() : NextResponse.rewrite(new URL('/404', request.url));
  const { searchParams } = request.nextUrl;
  const target = request.nextUrl.clone();
  target.pathname = `/deals/${toDealsVariant(parseDealsQuery({ category: searchParams.get('category'), page: searchParams.get('page') }))}/`;
  target.search = '';
  return NextResponse.rewrite(target);
}

/**
 * `/restapi/*` is the pricing service, same-origin for the browser: proxied here (not as a
 * next.config rewrite) so its answers carry the security headers too and the target is read at
 * run time. Its paths answer with or without a trailing slash, never with a redirect (spec §7;
 * next.config's slash redirects leave them alone), for every method.
 */
function pricingProxy(pathname: string, search: string): NextResponse {
  const env = getServerEnv();
  const response = NextResponse.rewrite(new URL(`${env.PRICING_API_URL}${toPricingServicePath(pathname)}${search}`));
  proxiedHeaders ??= securityHeaders({
    contentOrigin: new URL(env.NEXT_PUBLIC_WORDPRESS_URL).origin,
    development: env.NODE_ENV === 'development',
    identityProviderOrigin: env.OIDC_ISSUER ? new URL(env.OIDC_ISSUER).origin : null,
  });
  for (const header of proxiedHeaders) response.headers.set(header.key, header.value);
  return response;
}

/**
 * The pricing proxy first (search suggestions are its busiest path), then generated files
 * (robots.txt, sitemaps, the logo sprite: rewrites in next.config would ship their matching code
 * to every browser) and the cached pages of listings, product history periods and deals.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isPricingPath(pathname)) return pricingProxy(pathname, search);
  const file = generatedFile(pathname);
  if (file) return NextResponse.rewrite(new URL(`${file}${search}`, request.url));
  return listingRoute(request) ?? productRoute(request) ?? dealsRoute(request) ?? NextResponse.next();
}

export const config = {
  matcher: [
    '/restapi/:path*',
    '/cl/:path+',
    '/deals',
    '/deals/:path*',
    // Product pages only when they ask for a period or a path under them: the rest skip the proxy.
    { source: '/p/:slug', has: [{ type: 'query', key: 'days' }] },
    '/p/:slug/:rest+',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemaps/:path*',
    '/brand-marks.svg',
  ],
};
