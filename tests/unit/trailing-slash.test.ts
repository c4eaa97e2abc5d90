import loadCustomRoutes from 'next/dist/lib/load-custom-routes';
import { modifyRouteRegex } from 'next/dist/lib/redirect-status';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { beforeAll, describe, expect, it } from 'vitest';
import { trailingSlashRedirects } from '@/lib/routing/trailing-slash.mjs';
import i18nConfig from '../../next-i18next.config.js';

const { i18n } = i18nConfig;

/**
 * The redirects as Next's router runs them: prefixed with the locales by Next's own route loader,
 * compiled as its file-system router compiles them (every redirect also matches with a trailing
 * slash, none matches `/_next`), tried on the path with the locale Next adds.
 */
let redirectOf: (path: string) => string | null;

beforeAll(async () => {
  const custom = await loadCustomRoutes({
    trailingSlash: true,
    skipTrailingSlashRedirect: true,
    i18n,
    redirects: async () => trailingSlashRedirects(i18n),
  });
  const routes = custom.redirects.map((route) => ({
    destination: route.destination,
    match: getPathMatch(route.source, {
      strict: true,
      removeUnnamedParams: true,
      regexModifier: (regex) => modifyRouteRegex(regex, ['/_next']),
    }),
  }));
  redirectOf = (path) => {
    const localised =
      /^\/(en|uk)(\/|$)/.test(path) || path.startsWith('/_next/') ? path : `/${i18n.defaultLocale}${path}`;
    for (const route of routes) {
      const params = route.match(localised);
      if (params)
        return (
          prepareDestination({ appendParamsToQuery: false, destination: route.destination, params, query: {} })
            .parsedDestination.pathname ?? null
        );
    }
    return null;
  };
});

describe('trailing-slash redirects', () => {
  it.each([
    ['/cl', '/cl/'],
    ['/p/Sony-WH-1000XM5-7', '/p/Sony-WH-1000XM5-7/'],
    ['/uk/cl', '/uk/cl/'],
    ['/en/cl', '/cl/'],
    ['/uk', '/uk/'],
    ['/api/auth/session', '/api/auth/session/'],
    ['/restapix', '/restapix/'],
    ['/robots.txt/', '/robots.txt'],
    ['/uk/robots.txt/', '/uk/robots.txt'],
  ])('send %s to %s, as Next did', (path, target) => {
    expect(redirectOf(path)).toBe(target);
  });

  it.each(['/', '/cl/', '/uk/', '/en', '/robots.txt', '/.well-known/security.txt', '/_next/image'])(
    'leave %s as it is',
    (path) => {
      expect(redirectOf(path)).toBeNull();
    },
  );

  it.each([
    '/restapi/stores/totalCount',
    '/restapi/search/search',
    '/restapi',
    '/restapi/',
    '/uk/restapi/stores/totalCount',
    '/restapi/file/getimage.svg/',
  ])('leave the pricing service’s %s to answer as the service does', (path) => {
    expect(redirectOf(path)).toBeNull();
  });
});
