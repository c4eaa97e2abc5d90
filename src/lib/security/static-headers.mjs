// Plain JavaScript so next.config.mjs and src/proxy.ts share one list.
import { AFTER_PAINT_LOADER_HASH } from '../document/after-paint-loader.mjs';
import { COLOR_MODE_SCRIPT_HASH } from './color-mode-script.mjs';

/**
 * @typedef {object} SecurityHeaderOptions
 * @property {string} contentOrigin The content backend's origin: GraphQL from the browser, uploads and previews.
 * @property {boolean} development
 * @property {string | null} [identityProviderOrigin] The OpenID provider's origin, when one is configured: its
 *   sign-in form redirects there.
 */

/**
 * The Content-Security-Policy. Scripts run only from our own origin, plus the one inline colour
 * mode script and the after-paint script loader, allowed by their hashes; Next's JSON data and JSON-LD blocks are not scripts.
 * Development adds what hot reloading needs.
 * @param {SecurityHeaderOptions} options
 * @returns {string}
 */
export function contentSecurityPolicy({ contentOrigin, development, identityProviderOrigin = null }) {
  const directives = {
    'default-src': ["'self'"],
    // Development's own inline scripts (hot reloading's) need 'unsafe-inline', which a hash beside
    // it would switch off: there, no hashes.
    'script-src': development
      ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
      : ["'self'", COLOR_MODE_SCRIPT_HASH, AFTER_PAINT_LOADER_HASH],
    // Emotion (Chakra) injects style elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', contentOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", contentOrigin, ...(development ? ['ws:'] : [])],
    'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    'frame-ancestors': ["'none'"],
    // Signing in with the identity provider posts a form that next-auth redirects to the provider,
    // and browsers hold that redirect to form-action too.
    'form-action': ["'self'", ...(identityProviderOrigin ? [identityProviderOrigin] : [])],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Every security header, the same on every response.
 * @param {SecurityHeaderOptions} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(options) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
  ];
}

/**
 * The security headers for the site's settings, as every answer of this deployment carries them.
 * @param {{ NEXT_PUBLIC_WORDPRESS_URL: string, NODE_ENV: string, OIDC_ISSUER?: string }} env
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeadersOf(env) {
  return securityHeaders({
    contentOrigin: new URL(env.NEXT_PUBLIC_WORDPRESS_URL).origin,
    development: env.NODE_ENV === 'development',
    identityProviderOrigin: env.OIDC_ISSUER ? new URL(env.OIDC_ISSUER).origin : null,
  });
}
