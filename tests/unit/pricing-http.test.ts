import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPricingClient, isPricingError, type PricingClient } from '@/lib/pricing/http';

/** A real HTTP server with one route per branch of the pricing helper. */
function startServer(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        response.end(JSON.stringify(value));
      };
      switch (url.pathname) {
        case '/ok':
          return json(200, { count: 3 });
        case '/echo':
          return json(200, {
            method: request.method,
            contentType: request.headers['content-type'] ?? null,
            authorization: request.headers.authorization ?? null,
            body: body === '' ? null : JSON.parse(body),
          });
        case '/created':
          return json(201, { id: 7 });
        case '/redirect':
          return json(302, { moved: true }, { Location: '/ok' });
        case '/missing':
          return json(404, { error: 'not found' });
        case '/broken':
          return json(500, { error: 'boom' });
        case '/not-json':
          response.writeHead(200, { 'Content-Type': 'application/json' });
          return response.end('{"truncated": ');
        case '/never':
          return; // no answer: only the client's timeout ends the request
        case '/with-slash/':
          return json(200, { slash: true, q: url.searchParams.get('q') });
        default:
          return json(404, { error: 'no route' });
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: http.Server;
let client: PricingClient;

// Answers come as fast as the machine allows: the client waits as long as the site does by default.
const ANSWER_TIMEOUT_MS = 5000;

beforeAll(async () => {
  server = await startServer();
  const { port } = server.address() as AddressInfo;
  client = createPricingClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: ANSWER_TIMEOUT_MS });
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

describe('pricing request helper', () => {
  it('returns the JSON of a 200 answer', async () => {
    expect(await client.request('/ok')).toEqual({ count: 3 });
  });

  it('maps a 200 answer when given a mapper', async () => {
    expect(await client.request('/ok', { map: (raw: { count: number }) => raw.count * 2 })).toBe(6);
  });

  it('sends POST and PUT bodies as JSON, and no body on GET', async () => {
    expect(await client.request('/echo', { method: 'POST', body: { limit: 10 } })).toEqual({
      method: 'POST',
      contentType: 'application/json',
      authorization: null,
      body: { limit: 10 },
    });
    expect(await client.request('/echo', { method: 'PUT', body: { ids: [1] } })).toMatchObject({
      method: 'PUT',
      body: { ids: [1] },
    });
    expect(await client.request('/echo', { body: { ignored: true } })).toMatchObject({ method: 'GET', body: null });
  });

  it('returns the JSON of a 201 answer to a write, but not to a GET', async () => {
    expect(await client.request('/created', { method: 'POST', body: {} })).toEqual({ id: 7 });
    expect(await client.request('/created')).toEqual({ HasError: true, StatusCode: 201 });
  });

  it('does not follow a GET redirect and returns the JSON of the 302 itself', async () => {
    expect(await client.request('/redirect')).toEqual({ moved: true });
  });

  it('answers any other status with HasError and the status code', async () => {
    expect(await client.request('/missing')).toEqual({ HasError: true, StatusCode: 404 });
    expect(await client.request('/broken')).toEqual({ HasError: true, StatusCode: 500 });
  });

  it('sends extra headers, and DELETE without a body', async () => {
    expect(await client.request('/echo', { method: 'DELETE', headers: { Authorization: 'Bearer x' } })).toEqual({
      method: 'DELETE',
      contentType: null,
      authorization: 'Bearer x',
      body: null,
    });
    expect(await client.request('/echo', { method: 'PATCH', body: { paused: true } })).toMatchObject({
      method: 'PATCH',
      contentType: 'application/json',
      body: { paused: true },
    });
  });

  it('answers invalid JSON with HasError 500 and the error', async () => {
    const result = await client.request('/not-json');
    expect(isPricingError(result) && result.StatusCode).toBe(500);
    expect(isPricingError(result) && result.error).toBeInstanceOf(SyntaxError);
  });

  it('answers a mapper that rejects the data with HasError 500', async () => {
    const result = await client.request('/ok', {
      map: () => {
        throw new TypeError('unexpected shape');
      },
    });
    expect(result).toMatchObject({ HasError: true, StatusCode: 500, error: expect.any(TypeError) });
  });

  it('gives up after the timeout with HasError 500', async () => {
    const { port } = server.address() as AddressInfo;
    const impatient = createPricingClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 300 });
    const result = await impatient.request('/never');
    expect(result).toMatchObject({ HasError: true, StatusCode: 500 });
    expect(isPricingError(result) && (result.error as Error).name).toBe('TimeoutError');
  });

  it('answers a refused connection with HasError 500 instead of throwing', async () => {
    const refused = createPricingClient({ baseUrl: 'http://127.0.0.1:59999', timeoutMs: 1000 });
    const result = await refused.request('/ok');
    expect(result).toMatchObject({ HasError: true, StatusCode: 500, error: expect.any(Error) });
  });

  it('adds the trailing slash before the query when asked to', async () => {
    const { port } = server.address() as AddressInfo;
    const slashed = createPricingClient({
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: ANSWER_TIMEOUT_MS,
      trailingSlash: true,
    });
    expect(await slashed.request('/with-slash?q=tv')).toEqual({ slash: true, q: 'tv' });
  });
});

describe('isPricingError', () => {
  it.each([[null], [undefined], [0], ['x'], [{ HasError: false }], [[]]])('is false for %j', (value) => {
    expect(isPricingError(value)).toBe(false);
  });
  it('is true for an error value', () => expect(isPricingError({ HasError: true, StatusCode: 503 })).toBe(true));
});
