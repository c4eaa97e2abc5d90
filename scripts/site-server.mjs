#!/usr/bin/env node
// The site's production server: `next start`, with the cached pages' hot copies in front.
// Usage: node scripts/site-server.mjs [-p PORT] [-H HOSTNAME]   (as `next start`; PORT, else 3000)
//
// Next answers a cached page (ISR) from its page cache, yet each request still walks its router,
// the proxy, the page module and an ETag over the whole HTML: several times a static file's cost.
// Here a cached page's exact answer is kept for a second (src/lib/hot-copies/), so a busy page
// costs one cache read a second, and the instance that revalidates a page forgets its copies.
// The pricing service's `/restapi/*` is answered before Next too (src/lib/http/pricing-pass-through.mjs).
import http from 'node:http';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(short, long) {
  const index = process.argv.findIndex((arg) => arg === short || arg === long);
  return index === -1 ? undefined : process.argv[index + 1];
}

const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000);
const hostname = option('-H', '--hostname');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The port must be a number from 0 to 65535 (got "${option('-p', '--port') ?? process.env.PORT}").`);
  process.exit(2);
}

const { default: next } = await import('next');
const { nextHostnameFor } = await import('../src/lib/routing/server-hostname.mjs');
const { HotCopies } = await import('../src/lib/hot-copies/hot-copies.mjs');
const { registerHotCopies } = await import('../src/lib/hot-copies/registry.mjs');
const { withHotCopies } = await import('../src/lib/hot-copies/serve-hot-copies.mjs');
const { keepConnectionsAlive, withOwnConnectionHeaders } = await import('../src/lib/http/connections.mjs');
const { createPricingPassThrough } = await import('../src/lib/http/pricing-pass-through.mjs');
const { loadServerEnv } = await import('../src/config/env-schema.mjs');
const { securityHeadersOf } = await import('../src/lib/security/static-headers.mjs');

// Next is given `localhost` for a loopback address, which is how its proxy sees that address: with
// `127.0.0.1` its rewrites (listings, history periods, deals) would look external (server-hostname.mjs).
const app = next({ dev: false, dir: root, hostname: nextHostnameFor(hostname), port });
await app.prepare();
const copies = new HotCopies();
registerHotCopies(copies);
const { proxyCountAtStart, watchForProxies } = await import('../src/config/proxy-setup.mjs');
const unsetProxyCount = proxyCountAtStart();
if (unsetProxyCount) console.warn(unsetProxyCount);
const watchProxies = watchForProxies();
const handler = withOwnConnectionHeaders(withHotCopies(app.getRequestHandler(), copies));
// Read after Next has loaded the .env files, as Next's own code reads it.
const env = loadServerEnv();
const passPricing = createPricingPassThrough({
  serviceUrl: env.PRICING_API_URL,
  trustedProxies: env.TRUSTED_PROXY_COUNT,
  headers: securityHeadersOf(env),
});
const server = http.createServer((request, response) => {
  watchProxies(request);
  if (passPricing(request, response)) return;
  return handler(request, response);
});
keepConnectionsAlive(server);

server.listen(port, hostname, () => {
  const address = server.address();
  const shown =
    typeof address === 'object' && address ? `http://${hostname ?? 'localhost'}:${address.port}` : String(address);
  console.log(`▲ Next.js ${app.version ?? ''} ready on ${shown}`.replace('  ', ' '));
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    passPricing.close();
    // Open keep-alive connections would hold close() back; the process ends now, as `next start` does.
    process.exit(0);
  });
}
