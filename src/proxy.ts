import { NextResponse, type NextRequest } from 'next/server';
import { getServerEnv } from '@/config/env';
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from '@/lib/security/headers';

/**
 * Runs before every page and API route: gives the request a fresh CSP nonce (read by _document
 * to mark Next's own scripts) and sets the security headers on the response.
 */
export function proxy(request: NextRequest) {
  const env = getServerEnv();
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = contentSecurityPolicy({
    nonce,
    contentOrigin: new URL(env.NEXT_PUBLIC_WORDPRESS_URL).origin,
    development: env.NODE_ENV === 'development',
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  const pricingTarget = pricingProxyTarget(request, env.PRICING_API_URL);
  const response = pricingTarget
    ? NextResponse.rewrite(pricingTarget, { request: { headers: requestHeaders } })
    : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  for (const header of STATIC_SECURITY_HEADERS) response.headers.set(header.key, header.value);
  return response;
}

/**
 * `/restapi/*` is the pricing service, same-origin for the browser (decisions.md). Proxied here,
 * not in next.config.mjs, so its answers carry the security headers too and the target is read
 * at run time. The trailing slash the site's paths have is dropped for the service.
 */
function pricingProxyTarget(request: NextRequest, pricingUrl: string): URL | null {
  const { pathname, search } = request.nextUrl;
  if (!pathname.startsWith('/restapi/')) return null;
  return new URL(`${pricingUrl}${pathname.replace(/\/+$/, '')}${search}`);
}

export const config = {
  // Static files carry the static headers from next.config.mjs; they need no nonce.
  matcher: ['/((?!_next/static|_next/image|favicon\\.ico|favicon\\.svg|images/).*)'],
};
