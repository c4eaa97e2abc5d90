import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERSISTED_QUERY_LIMIT,
  PERSISTED_QUERY_NOT_FOUND,
  PersistedQueryStore,
  sha256Hex,
} from '../src/content/graphql/persisted-queries.js';
import { startTestBackend, type TestBackend } from './helpers.js';

/** Apollo automatic persisted queries, as @apollo/client's persisted-query link sends them. */

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

const QUERY = 'query GetGeneralSettings { generalSettings { title description } }';
const extensions = (hash: string, version = 1) => JSON.stringify({ persistedQuery: { version, sha256Hash: hash } });

/** The hash-only GET Apollo sends first (useGETForHashedQueries), on either endpoint. */
function hashOnlyGet(hash: string, path = '/graphql?') {
  const params = new URLSearchParams({
    operationName: 'GetGeneralSettings',
    variables: '{}',
    extensions: extensions(hash),
  });
  return fetch(`${backend.baseUrl}${path}${params}`);
}

/** Apollo's retry: a POST carrying the full query with the extension. */
function fullPost(query: string, hash: string) {
  return fetch(`${backend.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'GetGeneralSettings',
      query,
      variables: {},
      extensions: JSON.parse(extensions(hash)),
    }),
  });
}

describe('automatic persisted queries', () => {
  it('answers an unknown hash with PersistedQueryNotFound, registers it from the full query, then serves the hash alone', async () => {
    const hash = sha256Hex(QUERY);
    const first = await hashOnlyGet(hash);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(PERSISTED_QUERY_NOT_FOUND);

    const retry = await fullPost(QUERY, hash);
    expect(retry.status).toBe(200);
    expect((await retry.json()).data).toEqual({
      generalSettings: { title: 'Pricewise', description: expect.any(String) },
    });

    for (const path of ['/graphql?', '/index.php?graphql&']) {
      const again = await hashOnlyGet(hash, path);
      expect(again.status).toBe(200);
      expect((await again.json()).data.generalSettings.title).toBe('Pricewise');
    }
  });

  it('refuses a query whose hash does not match, and does not register it', async () => {
    const hash = sha256Hex('{ generalSettings { url } }');
    const response = await fullPost(QUERY, hash);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(await (await hashOnlyGet(hash)).json()).toEqual(PERSISTED_QUERY_NOT_FOUND);
  });

  it('does not register a query that does not parse', async () => {
    const broken = '{ generalSettings { title ';
    const hash = sha256Hex(broken);
    expect((await fullPost(broken, hash)).status).toBe(500);
    expect(await (await hashOnlyGet(hash)).json()).toEqual(PERSISTED_QUERY_NOT_FOUND);
  });

  it('refuses other protocol versions and malformed hashes', async () => {
    const params = new URLSearchParams({ extensions: extensions(sha256Hex(QUERY), 2) });
    expect((await fetch(`${backend.baseUrl}/graphql?${params}`)).status).toBe(400);
    expect((await hashOnlyGet('not-a-hash')).status).toBe(400);
  });
});

describe('PersistedQueryStore', () => {
  it(`keeps the ${PERSISTED_QUERY_LIMIT} most recently used queries`, () => {
    const store = new PersistedQueryStore();
    const queries = Array.from({ length: PERSISTED_QUERY_LIMIT + 1 }, (_, i) => `{ q${i}: __typename }`);
    store.register(sha256Hex(queries[0]!), queries[0]!);
    store.register(sha256Hex(queries[1]!), queries[1]!);
    // Using the first keeps it; the second becomes the oldest and is evicted by the overflow.
    expect(store.resolve({ version: 1, sha256Hash: sha256Hex(queries[0]!) }, undefined)).toMatchObject({
      kind: 'query',
    });
    for (const query of queries.slice(2)) store.register(sha256Hex(query), query);
    expect(store.resolve({ version: 1, sha256Hash: sha256Hex(queries[0]!) }, undefined)).toMatchObject({
      kind: 'query',
    });
    expect(store.resolve({ version: 1, sha256Hash: sha256Hex(queries[1]!) }, undefined)).toMatchObject({
      kind: 'error',
      status: 200,
    });
  });
});
