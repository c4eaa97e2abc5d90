// How the site's server keeps its connections.
//
// Next proxies its external rewrites (the /restapi routes, to the pricing service) with every
// header of the upstream's answer, `Keep-Alive` among them. That header describes the upstream's
// connection, not this server's: the pricing service announces `timeout=72` while this server
// closes an idle connection after its own `keepAliveTimeout` (5 s by default), so a client that
// trusts the header (Node's fetch does) reuses a socket this server has already closed and fails
// with "other side closed". A proxy must not forward hop-by-hop headers (RFC 9110, 7.6.1).

/** A header that describes one connection, which this server sets itself for its own. */
const CONNECTION_HEADERS = new Set(['keep-alive']);

/**
 * Wraps a request handler so that the response never carries a `Keep-Alive` header set by the
 * handler: Node then announces this server's own timeout.
 * @template {import('node:http').ServerResponse} Response
 * @param {(request: import('node:http').IncomingMessage, response: Response) => unknown} handler
 * @returns {(request: import('node:http').IncomingMessage, response: Response) => unknown}
 */
export function withOwnConnectionHeaders(handler) {
  return (request, response) => {
    const setHeader = response.setHeader.bind(response);
    response.setHeader = (name, value) =>
      CONNECTION_HEADERS.has(String(name).toLowerCase()) ? response : setHeader(name, value);
    return handler(request, response);
  };
}

/**
 * How long an idle kept-alive connection stays open. Node's 5 s is shorter than what sits in front
 * of a site (load balancers and reverse proxies keep idle upstream connections for 60 s), so the
 * proxy would send a request on a connection this server is just closing and answer 502; and a
 * 5 s limit sits right where a client's own idle timer races it while a slow page renders on
 * another connection. Longer than the proxies' 60 s, as their guides ask of an upstream.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Gives a server the site's keep-alive limits; the headers timeout must outlast the keep-alive
 * one, or Node could end a connection whose next request has already started.
 * @param {import('node:http').Server} server
 */
export function keepConnectionsAlive(server) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
