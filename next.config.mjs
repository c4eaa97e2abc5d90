import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withFaust } from '@faustwp/core';
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import i18nConfig from './next-i18next.config.js';
import { loadServerEnv } from './src/config/env-schema.mjs';
import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './src/config/image-sizes.mjs';
import { CompileHintsPlugin } from './src/lib/build/compile-hints-plugin.mjs';
import { nextStartRefusal } from './src/lib/routing/server-hostname.mjs';
import { trailingSlashRedirects } from './src/lib/routing/trailing-slash.mjs';
import { securityHeadersOf } from './src/lib/security/static-headers.mjs';

// Validate the environment once at start: a bad variable stops build, dev and start with its name.
let env;
try {
  env = loadServerEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/**
 * Product, logo and content images go through the optimiser (`/_next/image?url=…&w=…&q=75`):
 * product and store images through the same-origin pricing proxy, content images from WordPress.
 * Device sizes 640 to 3840. Product pictures are WebP; logos and the demo content's images are
 * SVG, served as they are, sandboxed.
 * @returns {import('next').NextConfig['images']}
 */
function imageConfig(settings) {
  const origins = [settings.NEXT_PUBLIC_WORDPRESS_URL, settings.PRICING_API_URL].map((origin) => new URL(origin));
  const remote = origins.map((url) => ({
    protocol: /** @type {'http' | 'https'} */ (url.protocol.replace(':', '')),
    hostname: url.hostname,
    port: url.port,
    pathname: '/**',
  }));
  // The optimiser refuses private addresses against SSRF; the local backend is one. Only the two
  // configured backends are allowed sources at all, so loopback is allowed when they are on it.
  const onLoopback = origins.some((url) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname));
  return {
    dangerouslyAllowLocalIP: onLoopback,
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
    remotePatterns: remote,
    localPatterns: [{ pathname: '/restapi/file/getimage/**' }, { pathname: '/images/**' }],
    dangerouslyAllowSVG: true,
    contentDispositionType: 'attachment',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  };
}

/**
 * Short CSS-module class names in production builds (`c` and six hash characters instead of
 * `Component_name__hash`): they appear on every element and in every chunk's class map.
 * Development (Turbopack) keeps its own names; only their text differs, never which elements have one.
 */
function useShortClassNames(rules) {
  for (const rule of rules ?? []) {
    if (!rule || typeof rule !== 'object') continue;
    useShortClassNames(rule.oneOf);
    useShortClassNames(rule.rules);
    for (const use of Array.isArray(rule.use) ? rule.use : [rule.use]) {
      if (use && typeof use === 'object' && String(use.loader).includes('css-loader') && use.options?.modules) {
        use.options.modules.getLocalIdent = (context, _template, localName) =>
          `c${createHash('sha1')
            .update(`${path.relative(process.cwd(), context.resourcePath)}:${localName}`)
            .digest('base64url')
            .slice(0, 6)}`;
      }
    }
  }
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // `npm run bench:bundle -- --explain` builds with source maps to show what each chunk holds.
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === '1',
  // WordPress URIs end in '/', and so do ours: one policy, no redirect hop on internal links.
  trailingSlash: true,
  // ...except the pricing service's `/restapi/...`, which answers as the service does: Next's own
  // slash redirects are replaced by the same rules without it (src/lib/routing/trailing-slash.mjs).
  skipTrailingSlashRedirect: true,
  i18n: i18nConfig.i18n,
  images: imageConfig(env),
  // Turbopack leaves @faustwp/core unbundled otherwise, giving it a second router context.
  transpilePackages: ['@faustwp/core'],
  // `npm test` checks the types (npm run typecheck, the same tsconfig) while it builds the site for
  // the end-to-end tests, and says so: that build need not check them a second time.
  typescript: { ignoreBuildErrors: process.env.PRICEWISE_TYPES_CHECKED === '1' },
  // `npm run dev` uses Turbopack, which needs no fallbacks; the production build uses webpack.
  turbopack: {},
  webpack(config, { isServer, dev }) {
    if (!dev) useShortClassNames(config.module.rules);
    // _error loads translations from disk on the server only; the browser bundle must not need fs.
    if (!isServer) config.resolve.fallback = { ...config.resolve.fallback, fs: false, path: false, module: false };
    if (!isServer && !dev) config.plugins.push(new CompileHintsPlugin());
    return config;
  },
  async headers() {
    // Every page, API route, error and file; the /restapi pass-through (scripts/site-server.mjs) and
    // src/proxy.ts add them to the pricing service's answers.
    return [{ source: '/:path*', headers: securityHeadersOf(env) }];
  },
};

/**
 * With REDIS_URL, the production server keeps its ISR pages and data cache in that Redis, shared
 * by every instance (src/lib/shared-cache/). Without it, and always in build and dev, Next's own
 * cache on the instance's disk.
 */
function sharedCache(phase) {
  if (phase !== PHASE_PRODUCTION_SERVER || !env.REDIS_URL) return {};
  return { cacheHandler: fileURLToPath(new URL('./src/lib/shared-cache/redis-cache-handler.mjs', import.meta.url)) };
}

/** The slash redirects first, where Next puts its own, then Faust's preview redirects. */
function withTrailingSlashRedirects(config) {
  const faustRedirects = config.redirects;
  return {
    ...config,
    redirects: async () => [...trailingSlashRedirects(i18nConfig.i18n), ...(await faustRedirects())],
  };
}

/**
 * `next start` on a loopback address other than `localhost` would answer every listing with a 404
 * (src/lib/routing/server-hostname.mjs): refuse it with the way out rather than serve a broken site.
 */
function refuseBrokenNextStart(phase) {
  const [, script, command, ...args] = process.argv;
  if (phase !== PHASE_PRODUCTION_SERVER || path.basename(script ?? '') !== 'next' || command !== 'start') return;
  const refusal = nextStartRefusal(args);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
}

export default (phase) => {
  refuseBrokenNextStart(phase);
  return withTrailingSlashRedirects(withFaust({ ...nextConfig, ...sharedCache(phase) }));
};
