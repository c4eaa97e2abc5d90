import { NextResponse, type NextRequest } from 'next/server';
import { getServerEnv } from '@/config/env';
import { parseCategoryQuery } from '@/lib/catalogue/category-query';
import { parseDealsQuery, toDealsVariant } from '@/lib/catalogue/deals-query';
import { toHistoryVariant } from '@/lib/catalogue/history-variant';
import { toListingVariant } from '@/lib/catalogue/listing-variant';
import { parseHistoryDays } from '@/lib/catalogue/history-periods';
import { isUndecodablePath } from '@/lib/routing/malformed-path';
import { isPricingPath, toPricingServicePath } from '@/lib/routing/pricing-path.mjs';
import { securityHeadersOf } from '@/lib/security/static-headers.mjs';
import { NO_STORE_CACHE_CONTROL } from '@/config/cache';

/**
 * A cached variant's own path (`/cl/{slug}/{variant}/`) is a 404 to visitors, so each variant has
 * one public URL; Next's on-demand revalidation requests it by that path, marked with this header.
 */
const isRevalidation = (request: NextRequest) => request.headers.has('x-prerender-revalidate');

/** A client-side navigation's data request (`/_next/data/{build id}/….json`), which Next marks so. */
const isDataRequest = (request: NextRequest) => request.headers.has('x-nextjs-data');

/**
 * The page the request names, as this proxy sees it. The proxy sees a data route's path with its
 * dot segments resolved (`/_next/data/{id}/p/x-5/..json` names `/p/x-5/.`, seen as `/p/x-5/`)
 * while Next, left to itself, would render the literal path and fail on it (500). So a data
 * request is rewritten to exactly what was seen; a page request's path is already resolved.
 */
const asSeen = (request: NextRequest) =>
  isDataRequest(request) ? NextResponse.rewrite(request.nextUrl) : NextResponse.next();

/** A short plain answer for what no page can serve: nothing rendered, nothing of the request echoed. */
const refuse = (status: 400 | 404) =>
  new NextResponse(status === 400 ? 'Bad Request' : 'Not Found', {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE_CACHE_CONTROL },
  });

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
  if (match[2]) return isRevalidation(request) ? asSeen(request) : NextResponse.rewrite(new URL('/404', request.url));
  const raw: Record<string, string[]> = {};
  for (const [key, value] of request.nextUrl.searchParams) (raw[key] ??= []).push(value);
  const variant = toListingVariant(parseCategoryQuery(raw));
  if (!variant) return asSeen(request);
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
  if (match[2]) return isRevalidation(request) ? asSeen(request) : NextResponse.rewrite(new URL('/404', request.url));
  const variant = toHistoryVariant(parseHistoryDays(request.nextUrl.searchParams.get('days')));
  if (!variant) return asSeen(request);
  const target = request.nextUrl.clone();
  target.pathname = `/p/${match[1]}/${variant}/`;
  target.search = '';
  return NextResponse.rewrite(target);
}

/** The deals page (`/deals/?category=…&page=…`) goes to the cached page of its variant (pages/deals/[variant].tsx). */
function dealsRoute(request: NextRequest): NextResponse | null {
  const match = /^\/deals(\/[^/]+)?\/?$/.exec(request.nextUrl.pathname);
  if (!match) return null;
  if (match[1]) return isRevalidation(request) ? asSeen(request) : NextResponse.rewrite(new URL('/404', request.url));
  const { searchParams } = request.nextUrl;
  const target = request.nextUrl.clone();
  target.pathname = `/deals/${toDealsVariant(parseDealsQuery({ category: searchParams.get('category'), page: searchParams.get('page') }))}/`;
  target.search = '';
  return NextResponse.rewrite(target);
}

/**
 * `/restapi/*` is the pricing service, same-origin for the browser. The production server answers
 * it before Next (src/lib/http/pricing-pass-through.mjs); this proxy serves it under `next dev` and
 * a bare `next start`, with the same security headers and without the redirects of next.config's
 * slash rules. Next passes the browser's X-Forwarded-For on and this proxy cannot see the
 * connecting address, so the header is dropped: the service then counts the site as one client,
 * never an address the browser made up.
 */
function pricingProxy(request: NextRequest, pathname: string, search: string): NextResponse {
  const env = getServerEnv();
  const headers = new Headers(request.headers);
  headers.delete('x-forwarded-for');
  const response = NextResponse.rewrite(new URL(`${env.PRICING_API_URL}${toPricingServicePath(pathname)}${search}`), {
    request: { headers },
  });
  proxiedHeaders ??= securityHeadersOf(env);
  for (const header of proxiedHeaders) response.headers.set(header.key, header.value);
  return response;
}

/**
 * The pricing proxy first (search suggestions are its busiest path; the service judges its own
 * paths), then paths that cannot decode, generated files (robots.txt, sitemaps, the logo sprite:
 * rewrites in next.config would ship their matching code to every browser) and the cached pages of
 * listings, product history periods and deals. A data request none of them claims can only have
 * come through the dot-segment matcher below: there is no such page.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isPricingPath(pathname)) return pricingProxy(request, pathname, search);
  if (isUndecodablePath(pathname)) return refuse(400);
  const file = generatedFile(pathname);
  if (file) return NextResponse.rewrite(new URL(`${file}${search}`, request.url));
  const page = listingRoute(request) ?? productRoute(request) ?? dealsRoute(request);
  return page ?? (isDataRequest(request) ? refuse(404) : NextResponse.next());
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
    // Data routes whose page ends in a dot segment: `/_next/data/{id}/..json` is the page `/.`,
    // which Next renders literally and fails on ("Requested and resolved page mismatch", 500).
    // Page requests never match: their dot segments are resolved before routing.
    '/:path*/:dot(\\.|\\.\\.|%2[eE]|%2[eE]%2[eE]|\\.%2[eE]|%2[eE]\\.)',
  ],
};
