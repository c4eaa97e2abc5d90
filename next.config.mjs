import { withFaust } from '@faustwp/core';
import i18nConfig from './next-i18next.config.js';
import { loadServerEnv } from './src/config/env-schema.mjs';
import { securityHeaders } from './src/lib/security/static-headers.mjs';

// Validate the environment once at start: a bad variable stops build, dev and start with its name.
let env;
try {
  env = loadServerEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // WordPress URIs end in '/', and so do ours: one policy, no redirect hop on internal links.
  trailingSlash: true,
  i18n: i18nConfig.i18n,
  // Turbopack leaves @faustwp/core unbundled otherwise, giving it a second router context.
  transpilePackages: ['@faustwp/core'],
  // `npm run dev` uses Turbopack, which needs no fallbacks; the production build uses webpack.
  turbopack: {},
  webpack(config, { isServer }) {
    // _error loads translations from disk on the server only; the browser bundle must not need fs.
    if (!isServer) config.resolve.fallback = { ...config.resolve.fallback, fs: false, path: false, module: false };
    return config;
  },
  async headers() {
    // Every page, API route, error and file; src/proxy.ts adds them to the /restapi proxy's answers.
    const headers = securityHeaders({
      contentOrigin: new URL(env.NEXT_PUBLIC_WORDPRESS_URL).origin,
      development: env.NODE_ENV === 'development',
    });
    return [{ source: '/:path*', headers }];
  },
  async rewrites() {
    // `/restapi/*` (the pricing service, same-origin for the browser) is proxied by src/proxy.ts.
    return [
      { source: '/robots.txt', destination: '/api/seo/robots' },
      { source: '/sitemap.xml', destination: '/api/seo/sitemap' },
      { source: '/sitemaps/:name.xml', destination: '/api/seo/sitemap/:name' },
    ];
  },
};

export default withFaust(nextConfig);
