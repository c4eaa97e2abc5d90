import { NextResponse, type NextRequest } from 'next/server';
import { getServerEnv } from '@/config/env';
import { parseCategoryQuery } from '@/lib/catalogue/category-query';
import { toListingVariant } from '@/lib/catalogue/listing-variant';
import { securityHeaders } from '@/lib/security/static-headers.mjs';

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
  if (match[2]) return NextResponse.rewrite(new URL('/404', request.url));
  const raw: Record<string, string[]> = {};
  for (const [key, value] of request.nextUrl.searchParams) (raw[key] ??= []).push(value);
  const variant = toListingVariant(parseCategoryQuery(raw));
  if (!variant) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = `/cl/${match[1]}/${variant}/`;
  target.search = '';
  return NextResponse.rewrite(target);
}

/**
 * `/restapi/*` is the pricing service, same-origin for the browser: proxied here (not as a
 * next.config rewrite) so its answers carry the security headers too and the target is read at
 * run time. The trailing slash the site's paths have is dropped for the service. Generated files
 * (robots.txt, sitemaps, the logo sprite) are rewritten here too: rewrites in next.config would
 * ship their matching code to every browser.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const file = generatedFile(pathname);
  if (file) return NextResponse.rewrite(new URL(`${file}${search}`, request.url));
  const listing = listingRoute(request);
  if (listing) return listing;
  const env = getServerEnv();
  const target = new URL(`${env.PRICING_API_URL}${pathname.replace(/\/+$/, '')}${search}`);
  const response = NextResponse.rewrite(target);
  const headers = securityHeaders({
    contentOrigin: new URL(env.NEXT_PUBLIC_WORDPRESS_URL).origin,
    development: env.NODE_ENV === 'development',
    identityProviderOrigin: env.OIDC_ISSUER ? new URL(env.OIDC_ISSUER).origin : null,
  });
  for (const header of headers) response.headers.set(header.key, header.value);
  return response;
}

export const config = {
  matcher: ['/restapi/:path*', '/cl/:path+', '/robots.txt', '/sitemap.xml', '/sitemaps/:path*', '/brand-marks.svg'],
};
