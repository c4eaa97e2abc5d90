// Plain JavaScript: loaded by the site's server (scripts/site-server.mjs) outside Next's build.
//
// `/restapi/*` is the pricing service, same-origin for the browser. Next can proxy it (src/proxy.ts
// does, under `next dev`), but each request then walks Next's router and its proxy, and Next opens
// a new connection to the service for it: measured on the demo catalogue, a search suggestion took
// 11 ms at the median through Next against 4 ms straight to the service. Next also passes the
// browser's own X-Forwarded-For on, so the service's per-client limits (wrong-price reports)
// counted whatever address the browser claimed. The production server answers these paths here,
// before Next: kept-alive connections to the service, the shopper's address as the site resolves
// it, and the same security headers as every other answer.
import http from 'node:http';
import https from 'node:https';
import { clientAddress } from './client-address.mjs';
import { isPricingPath, toPricingServicePath } from '../routing/pricing-path.mjs';

/** Headers that describe one connection, never forwarded by a proxy (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** As long as Next's own proxy waits for an upstream answer. */
export const PASS_THROUGH_TIMEOUT_MS = 30_000;

/**
 * A header set without the hop-by-hop headers, nor those the `Connection` header names.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {import('node:http').OutgoingHttpHeaders}
 */
function endToEnd(headers) {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) kept[name] = value;
  }
  return kept;
}

/**
 * The path and query a request names, its dot segments resolved (as Next resolves them), or null
 * when it is not the pricing service's.
 * @param {string | undefined} url
 * @returns {{ pathname: string, search: string } | null}
 */
export function pricingTarget(url) {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null;
  let parsed;
  try {
    parsed = new URL(url, 'http://site.invalid');
  } catch {
    return null;
  }
  return isPricingPath(parsed.pathname)
    ? { pathname: toPricingServicePath(parsed.pathname), search: parsed.search }
    : null;
}

/**
 * @typedef {object} PassThroughOptions
 * @property {string} serviceUrl The pricing service's base URL (PRICING_API_URL, no trailing slash).
 * @property {number} trustedProxies TRUSTED_PROXY_COUNT: how the shopper's address is found.
 * @property {{ key: string, value: string }[]} headers The security headers every answer carries.
 * @property {number} [timeoutMs]
 */

/**
 * A handler for the pricing service's paths: answers them and returns true, or returns false and
 * leaves the request to the next handler.
 * @param {PassThroughOptions} options
 * @returns {((request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean) & { close: () => void }}
 */
export function createPricingPassThrough({ serviceUrl, trustedProxies, headers, timeoutMs = PASS_THROUGH_TIMEOUT_MS }) {
  const base = new URL(serviceUrl);
  const secure = base.protocol === 'https:';
  const transport = secure ? https : http;
  // Idle sockets are dropped well before the service's own keep-alive timeout closes them.
  const agent = new transport.Agent({ keepAlive: true, keepAliveMsecs: 1_000, timeout: 60_000, scheduling: 'lifo' });
  const basePath = base.pathname.replace(/\/+$/, '');

  /** @param {import('node:http').ServerResponse} response @param {number} status @param {string} text */
  const fail = (response, status, text) => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...Object.fromEntries(headers.map(({ key, value }) => [key, value])),
    });
    response.end(text);
  };

  const handle = (
    /** @type {import('node:http').IncomingMessage} */ request,
    /** @type {import('node:http').ServerResponse} */ response,
  ) => {
    const target = pricingTarget(request.url);
    if (!target) return false;
    const outgoing = endToEnd(request.headers);
    delete outgoing.host;
    // The service counts its limits per shopper: it is told the address the site resolved, never
    // what the browser wrote (it trusts this site as its proxy).
    const client = clientAddress(request, trustedProxies);
    if (client) outgoing['x-forwarded-for'] = client;
    else delete outgoing['x-forwarded-for'];
    outgoing['x-forwarded-host'] = request.headers.host ?? '';

    const upstream = transport.request({
      agent,
      protocol: base.protocol,
      hostname: base.hostname.replace(/^\[|\]$/g, ''),
      port: base.port || (secure ? 443 : 80),
      method: request.method,
      path: `${basePath}${target.pathname}${target.search}`,
      headers: outgoing,
      timeout: timeoutMs,
    });
    upstream.on('timeout', () => {
      upstream.destroy();
      fail(response, 504, 'Gateway Timeout');
    });
    upstream.on('error', () => fail(response, 502, 'Bad Gateway'));
    upstream.on('response', (answer) => {
      const answerHeaders = endToEnd(answer.headers);
      for (const { key, value } of headers) answerHeaders[key.toLowerCase()] = value;
      response.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    // A shopper who leaves stops the service's work for them too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
    return true;
  };
  return Object.assign(handle, { close: () => agent.destroy() });
}
