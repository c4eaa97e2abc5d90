import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackendResult } from '@/lib/backend-result';

/** A GraphQL endpoint answering every read with `answer` (hashed GETs refused as stock WPGraphQL does). */
let answer: unknown = null;
let server: http.Server;
let getGuidesIndex: () => Promise<BackendResult<unknown>>;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const hashOnly = request.method === 'GET';
      response.end(JSON.stringify(hashOnly ? { errors: [{ message: 'PersistedQueryNotSupported' }] } : answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('NEXT_PUBLIC_WORDPRESS_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  // Faust registered as a route registers it (src/faust.ts): our link chain, with the persisted-query fallback.
  await import('@/faust');
  ({ getGuidesIndex } = await import('@/features/editorial/guides/reads'));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a content read', () => {
  it('answers the parsed value: the groups, and the same categories as choices (one field, two fragments)', async () => {
    const guide = { id: 'g1', title: 'Best vacuums', uri: '/guide/best-vacuums/', featuredImage: null, guideACF: null };
    const category = {
      id: 'c1',
      name: 'Vacuums',
      slug: 'vacuums',
      uri: '/guide-category/vacuums/',
      guides: { nodes: [guide] },
    };
    answer = {
      data: { guideCategories: { nodes: [category] }, generalSettings: { title: 'Price Guide', description: '' } },
    };
    expect(await getGuidesIndex()).toMatchObject({
      ok: true,
      value: {
        groups: [{ id: 'c1', name: 'Vacuums', guides: [{ id: 'g1', href: '/guide/best-vacuums/' }] }],
        choices: [{ id: 'c1', name: 'Vacuums', slug: 'vacuums' }],
        siteTitle: 'Price Guide',
      },
    });
  });

  it('says an answer of another shape is invalid, naming the read and the field', async () => {
    answer = { data: { guideCategories: { nodes: [{ id: 7, name: 'Vacuums' }] } } };
    expect(await getGuidesIndex()).toEqual({
      ok: false,
      failure: 'invalid-answer',
      detail: expect.stringMatching(/^guides index: guideCategories\.nodes\.0\.id: /),
    });
  });

  it('says the service is unavailable on a GraphQL error, never throwing', async () => {
    answer = { errors: [{ message: 'Internal server error' }] };
    expect(await getGuidesIndex()).toMatchObject({
      ok: false,
      failure: 'unavailable',
      detail: expect.stringMatching(/^guides index: /),
    });
  });
});
