// Plain JavaScript: next.config.mjs reads it at start.
import { PRICING_SEGMENT } from './pricing-path.mjs';

/**
 * A redirect in next.config's form.
 * @typedef {object} TrailingSlashRedirect
 * @property {string} source
 * @property {string} destination
 * @property {true} permanent
 * @property {false} [locale]
 * @property {{ type: 'header', key: string }[]} [missing]
 */

/**
 * The site's pages end in `/` (next.config's `trailingSlash: true`, like WordPress URIs); files
 * (`/robots.txt`, `/a.png`) do not. A path with the slash its page has, its query and hash kept,
 * so no link of ours costs a redirect hop: `/cl` → `/cl/`, `/n?page=2` → `/n/?page=2`.
 * @param {string} path
 * @returns {string}
 */
export function withTrailingSlash(path) {
  const match = path.match(/^([^?#]*)(.*)$/);
  const pathname = match?.[1] ?? path;
  const rest = match?.[2] ?? '';
  if (pathname === '' || pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname)) return path;
  return `${pathname}/${rest}`;
}

/**
 * Paths the slash rule leaves alone: `.well-known` (as Next does) and the pricing service's,
 * which answer as the service does (docs/PRODUCT.md §7 calls `/restapi/stores/totalCount`, and a client
 * that does not follow redirects must get its JSON, not a 308).
 */
const EXEMPT = `(?!\\.well-known(?:/.*)?)(?!${PRICING_SEGMENT}(?:/|$))`;

/**
 * Next appends an optional `/` to every redirect it is given (redirect-status.js): without this
 * lookahead, `/cl/` would match the rule that adds the slash and redirect to itself.
 */
const NO_TRAILING_SLASH = '(?!.*/$)';

/**
 * Next's own `trailingSlash: true` redirects (next/dist/lib/load-custom-routes.js), which run
 * before the proxy and cannot exempt a path, rebuilt with the exemptions above; next.config sets
 * `skipTrailingSlashRedirect` so only these apply. Next prefixes each rule with the locales, so a
 * language's home (`/uk`) has a rule of its own, as Next's rules handled it. They never see
 * `/_next/` paths (Next keeps redirects off them).
 * @param {{ locales: string[], defaultLocale: string }} i18n
 * @returns {TrailingSlashRedirect[]}
 */
export function trailingSlashRedirects({ locales, defaultLocale }) {
  const otherLocales = locales.filter((locale) => locale !== defaultLocale);
  return [
    {
      // `/robots.txt/` → `/robots.txt`: files take no slash.
      source: `/:file(${EXEMPT}(?:[^/]+/)*[^/]+\\.\\w+)/`,
      destination: '/:file',
      permanent: /** @type {const} */ (true),
      missing: [{ type: 'header', key: 'x-nextjs-data' }],
    },
    {
      // `/cl` → `/cl/`, `/uk/cl` → `/uk/cl/`.
      source: `/:notfile(${EXEMPT}${NO_TRAILING_SLASH}(?:[^/]+/)*[^/\\.]+)`,
      destination: '/:notfile/',
      permanent: /** @type {const} */ (true),
    },
    ...(otherLocales.length > 0
      ? [
          {
            source: `/:locale(${NO_TRAILING_SLASH}(?:${otherLocales.join('|')}))`,
            destination: '/:locale/',
            permanent: /** @type {const} */ (true),
            locale: /** @type {const} */ (false),
          },
        ]
      : []),
  ];
}
