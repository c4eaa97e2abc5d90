import { NextResponse, type NextRequest } from 'next/server';
import { getServerEnv } from '@/config/env';
import { securityHeaders } from '@/lib/security/static-headers.mjs';

/**
 * `/restapi/*` is the pricing service, same-origin for the browser (decisions.md). Proxied here,
 * not as a next.config rewrite, so its answers carry the security headers too and the target is
 * read at run time. The trailing slash the site's paths have is dropped for the service.
 */
export function proxy(request: NextRequest) {
  const env = getServerEnv();
  const { pathname, search } = request.nextUrl;
  const target = new URL(`${env.PRICING_API_URL}${pathname.replace(/\/+$/, '')}${search}`);
  const response = NextResponse.rewrite(target);
  const headers = securityHeaders({
    contentOrigin: new URL(env.NEXT_PUBLIC_WORDPRESS_URL).origin,
    development: env.NODE_ENV === 'development',
  });
  for (const header of headers) response.headers.set(header.key, header.value);
  return response;
}

export const config = { matcher: ['/restapi/:path*'] };
