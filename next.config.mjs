import { withFaust } from '@faustwp/core';
import i18nConfig from './next-i18next.config.js';
import { loadServerEnv } from './src/config/env-schema.mjs';

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
  async rewrites() {
    // The browser reaches the pricing service same-origin; its host never appears client-side.
    return [{ source: '/restapi/:path*', destination: `${env.PRICING_API_URL}/restapi/:path*`}];
  },
};

export default withFaust(nextConfig);
