import type { ServerResponse } from 'node:http';

/** next-auth's routes that never take a callback URL: a session check, its CSRF token, its providers, its log. */
const ROUTES_WITHOUT_CALLBACK = new Set(['session', 'csrf', 'providers', '_log']);

const isCallbackUrlCookie = (cookie: string) => /^(__Secure-)?next-auth\.callback-url=/.test(cookie);

/**
 * next-auth sets its callback-URL cookie on a request to any of its routes: to the request's
 * `callbackUrl`, else to the cookie's, else to the site's origin. A page's session check sent just
 * before a sign-in form's post (a shopper who clicks at once) answered after the post with the
 * origin, over the post's cookie: the sign-in then landed on the home page, and a provider link
 * (`?linked=provider`) became a sign-in. The routes that take no callback URL leave the cookie be.
 */
export function keepCallbackUrlCookie(route: readonly string[], res: ServerResponse): void {
  if (!ROUTES_WITHOUT_CALLBACK.has(route[0] ?? '')) return;
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) => {
    if (name.toLowerCase() !== 'set-cookie') return setHeader(name, value);
    const cookies = (typeof value === 'object' ? [...value] : [String(value)]).filter(
      (cookie) => !isCallbackUrlCookie(cookie),
    );
    return setHeader(name, cookies);
  };
}
