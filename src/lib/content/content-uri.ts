import { localePrefix } from '@/config/locales';

/** Query parameters WordPress itself uses to address content on the root URL (`/?p=13`). */
const WORDPRESS_ROOT_PARAMETERS = ['p', 'page_id'];

export interface UriLocale {
  locale?: string;
  defaultLocale?: string;
}

/**
 * The URI to resolve for a requested URL (after Faust's locale prefix). WordPress URIs are
 * paths: a query string (tracking tags, `?page=`) is not part of them, except WordPress's own
 * `?p=` / `?page_id=` on the home URL, which is how a draft is addressed (`/?p=ID`). Faust does
 * not prefix the bare home `/`; under another language its home is `/{locale}/` (Polylang).
 */
export function toContentUri(resolvedUrl: string, { locale, defaultLocale }: UriLocale = {}): string {
  const queryStart = resolvedUrl.indexOf('?');
  let path = (queryStart === -1 ? resolvedUrl : resolvedUrl.slice(0, queryStart)) || '/';
  const prefix = localePrefix(locale, defaultLocale);
  const localeHome = prefix ? `${prefix}/` : null;
  if (path === '/' && localeHome) path = localeHome;
  if (queryStart === -1 || (path !== '/' && path !== localeHome)) return path;
  const params = new URLSearchParams(resolvedUrl.slice(queryStart + 1));
  const kept = WORDPRESS_ROOT_PARAMETERS.flatMap((name) => {
    const value = params.get(name);
    return value === null ? [] : [`${name}=${encodeURIComponent(value)}`];
  });
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}
