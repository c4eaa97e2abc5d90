import { withFaust } from '@faustwp/core';
import i18nConfig from './next-i18next.config.js';
import { loadServerEnv } from './src/config/env-schema.mjs';
import { STATIC_SECURITY_HEADERS } from './src/lib/security/static-headers.mjs';

// Validate the environment once at start: a bad variable stops build, dev and start with its name.
try {
  loadServerEnv();
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
  async headers() {
    // Static files and proxied /restapi answers; pages and API routes get these from src/proxy.ts too.
    return [{ source: '/:path*', headers: STATIC_SECURITY_HEADERS.map((header) => ({ ...header })) }];
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
