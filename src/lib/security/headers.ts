/**
 * Security headers (one place). The Content-Security-Policy carries a per-request nonce, so only
 * scripts from our origin or the ones Next.js renders with that nonce run.
 */

export interface CspOptions {
  nonce: string;
  /** The content backend's origin: GraphQL from the browser, uploads and previews. */
  contentOrigin: string;
  development: boolean;
}

export function contentSecurityPolicy({ nonce, contentOrigin, development }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React refresh evaluates code in development only.
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(development ? ["'unsafe-eval'"] : [])],
    // Emotion (Chakra) injects style elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', contentOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", contentOrigin, ...(development ? ['ws:'] : [])],
    'frame-src': ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export { STATIC_SECURITY_HEADERS } from './static-headers.mjs';
