import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepConnectionsAlive, withOwnConnectionHeaders } from '@/lib/http/connections.mjs';

/** A handler that answers as Next's proxy does: with the upstream's own connection headers. */
function proxiedAnswer(_request: http.IncomingMessage, response: http.ServerResponse) {
  response.setHeader('Keep-Alive', 'timeout=72');
  response.setHeader('Content-Type', 'application/json');
  response.end('{"ok":true}');
}

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function headersFrom(handler: http.RequestListener): Promise<http.IncomingHttpHeaders> {
  const server = http.createServer(handler);
  keepConnectionsAlive(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  try {
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/restapi/search/search', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.headers));
        })
        .on('error', reject);
    });
  } finally {
    agent.destroy();
  }
}

describe("the site server's connections", () => {
  it('stay open longer than the 60 s a load balancer keeps an idle connection, and headers may take longer still', () => {
    const server = http.createServer();
    keepConnectionsAlive(server);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it("announces this server's keep-alive timeout, not the one an upstream announced", async () => {
    const headers = await headersFrom(withOwnConnectionHeaders(proxiedAnswer));
    expect(headers['keep-alive']).toBe('timeout=65');
    expect(headers['content-type']).toBe('application/json');
  });

  it('is needed: unwrapped, the proxied answer would promise a connection kept for 72 s', async () => {
    expect((await headersFrom(proxiedAnswer))['keep-alive']).toBe('timeout=72');
  });
});
