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
