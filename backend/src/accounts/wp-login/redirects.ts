/**
 * Where the login flow may send a browser. `/generate` appends an authorization code, so an open
 * redirect there would hand an editor's code to anyone who links to it.
 */

/**
 * FaustWP's allowed_redirect_hosts filter (`localhost`, `0.0.0.0`, the host of its frontend_uri
 * setting), plus `127.0.0.1`, where the site runs locally, and this backend's own host, which
 * WordPress's wp_validate_redirect always allows.
 */
export function allowedRedirectHosts(frontendUrl: string, publicUrl: string): ReadonlySet<string> {
  return new Set(['localhost', '127.0.0.1', '0.0.0.0', new URL(frontendUrl).hostname, new URL(publicUrl).hostname]);
}

/** The front-end address to send a code to, or null when it is not an http(s) URL on an allowed host. */
export function parseRedirectUri(value: string, allowedHosts: ReadonlySet<string>): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return allowedHosts.has(url.hostname) ? url : null;
}

/**
 * WordPress's add_query_arg('code', rawurlencode($code), $uri): sets `code`, replacing any `code`
 * already there, and leaves the other parameters exactly as written (Faust's preview URL carries
 * `previewPathname` encoded, and re-encoding it could change it).
 */
export function withCode(redirectUri: string, code: string): string {
  const hashAt = redirectUri.indexOf('#');
  const fragment = hashAt === -1 ? '' : redirectUri.slice(hashAt);
  const withoutFragment = hashAt === -1 ? redirectUri : redirectUri.slice(0, hashAt);
  const queryAt = withoutFragment.indexOf('?');
  const base = queryAt === -1 ? withoutFragment : withoutFragment.slice(0, queryAt);
  const kept =
    queryAt === -1
      ? []
      : withoutFragment
          .slice(queryAt + 1)
          .split('&')
          .filter((pair) => pair !== '' && pair.split('=')[0] !== 'code');
  return `${base}?${[...kept, `code=${encodeURIComponent(code)}`].join('&')}${fragment}`;
}

/**
 * A `redirect_to` the login form may follow: a path on this backend (an absolute URL to the
 * backend's own origin is reduced to its path). Anything that would leave the origin once a
 * browser resolves it (`//host`, `/\host`, `https://elsewhere`) gives null.
 */
export function sameOriginPath(value: unknown, publicUrl: string): string | null {
  if (typeof value !== 'string' || value === '' || /[\u0000-\u001f\u007f]/.test(value)) return null;
  const origin = new URL(publicUrl).origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (!value.startsWith('/') && !value.startsWith(origin)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where `/generate` sends a signed-out editor: the login form, then back to `/generate`. */
export const loginUrlFor = (redirectTo: string): string =>
  `/wp-login.php?redirect_to=${encodeURIComponent(redirectTo)}`;

export const generateUrlFor = (redirectUri: string): string =>
  `/generate?redirect_uri=${encodeURIComponent(redirectUri)}`;
