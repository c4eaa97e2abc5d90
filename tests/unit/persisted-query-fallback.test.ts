import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { buildSchema, graphql } from 'graphql';
import { sha256 } from 'js-sha256';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContentLink } from '@/lib/content/apollo/content-link';
import { WPGRAPHQL_PERSISTED_QUERIES_UNSUPPORTED } from '@/lib/content/apollo/persisted-query-not-supported-link';

const schema = buildSchema(`
  type GeneralSettings { title: String description: String }
  type Post { id: ID! title: String }
  type Query { generalSettings: GeneralSettings post(id: ID!, asPreview: Boolean): Post }
`);
const rootValue = {
  generalSettings: () => ({ title: 'Pricewise', description: 'Compare prices' }),
  post: ({ id, asPreview }: { id: string; asPreview?: boolean }) => ({
    id,
    title: asPreview ? 'Draft title' : 'Published title',
  }),
};

interface SeenRequest {
  method: string;
  hasQuery: boolean;
  hash: string | null;
  authorization: string | null;
}

interface GraphqlBody {
  query?: string;
  variables?: Record<string, unknown>;
  extensions?: { persistedQuery?: { sha256Hash: string } };
}

/**
 * A GraphQL server over real HTTP. `apq: false` answers like stock WPGraphQL (golden
 * persisted-query-get-hash-only); `apq: true` implements Apollo's protocol like the local backend.
 */
function startServer(apq: boolean) {
  const seen: SeenRequest[] = [];
  const known = new Map<string, string>();
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const params: GraphqlBody =
        request.method === 'GET'
          ? {
              query: url.searchParams.get('query') ?? undefined,
              variables: JSON.parse(url.searchParams.get('variables') ?? '{}'),
              extensions: JSON.parse(url.searchParams.get('extensions') ?? '{}'),
            }
          : JSON.parse(raw);
      const hash = params.extensions?.persistedQuery?.sha256Hash ?? null;
      seen.push({
        method: request.method ?? '',
        hasQuery: Boolean(params.query),
        hash,
        authorization: request.headers.authorization ?? null,
      });
      const send = (body: unknown) => {
        response.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' });
        response.end(JSON.stringify(body));
      };
      let query = params.query;
      if (!query && hash) {
        if (!apq) return send({ errors: [{ message: WPGRAPHQL_PERSISTED_QUERIES_UNSUPPORTED }] });
        query = known.get(hash);
        if (!query)
          return send({
            errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
          });
      }
      if (apq && query && hash && sha256(query) === hash) known.set(hash, query);
      send(await graphql({ schema, source: query ?? '', rootValue, variableValues: params.variables }));
    });
  });
  return new Promise<{ server: http.Server; seen: SeenRequest[]; url: string }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql` }),
    ),
  );
}

const SETTINGS = gql`
  query GetGeneralSettings {
    generalSettings {
      title
    }
  }
`;
const POST = gql`
  query GetPost($id: ID!, $asPreview: Boolean = false) {
    post(id: $id, asPreview: $asPreview) {
      id
      title
    }
  }
`;

function clientFor(uri: string, token?: string) {
  return new ApolloClient({
    link: createContentLink({ uri, getAccessToken: () => token }),
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  });
}

describe('content link against a server without persisted queries (stock WPGraphQL)', () => {
  let backend: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    backend = await startServer(false);
  });
  afterAll(() => new Promise<void>((resolve) => backend.server.close(() => resolve())));
  beforeEach(() => {
    backend.seen.length = 0;
  });

  it('retries a refused hash with the full query by POST, then stops hashing', async () => {
    const client = clientFor(backend.url);
    const first = await client.query({ query: SETTINGS });
    expect(first.data.generalSettings.title).toBe('Pricewise');
    expect(first.errors).toBeUndefined();
    expect(backend.seen.map(({ method, hasQuery, hash }) => [method, hasQuery, Boolean(hash)])).toEqual([
      ['GET', false, true],
      ['POST', true, false],
    ]);

    backend.seen.length = 0;
    const second = await client.query({ query: POST, variables: { id: '10' } });
    expect(second.data.post.title).toBe('Published title');
    expect(backend.seen.map(({ method, hasQuery, hash }) => [method, hasQuery, Boolean(hash)])).toEqual([
      ['POST', true, false],
    ]);
  });
});

describe('content link against a server with persisted queries (the local backend)', () => {
  let backend: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    backend = await startServer(true);
  });
  afterAll(() => new Promise<void>((resolve) => backend.server.close(() => resolve())));
  beforeEach(() => {
    backend.seen.length = 0;
  });

  it('registers an unknown hash with one POST, then asks by hash alone over GET', async () => {
    const client = clientFor(backend.url);
    await client.query({ query: SETTINGS });
    const second = await client.query({ query: SETTINGS });
    expect(second.data.generalSettings.title).toBe('Pricewise');
    expect(backend.seen.map(({ method, hasQuery, hash }) => [method, hasQuery, Boolean(hash)])).toEqual([
      ['GET', false, true],
      ['POST', true, true],
      ['GET', false, true],
    ]);
  });

  it('sends the editor token with preview queries only', async () => {
    const client = clientFor(backend.url, 'editor-token');
    const preview = await client.query({ query: POST, variables: { id: '13', asPreview: true } });
    expect(preview.data.post.title).toBe('Draft title');
    expect(new Set(backend.seen.map((request) => request.authorization))).toEqual(new Set(['Bearer editor-token']));

    backend.seen.length = 0;
    await client.query({ query: POST, variables: { id: '10' } });
    expect(backend.seen.every((request) => request.authorization === null)).toBe(true);
  });
});

describe('content link when the backend is down', () => {
  it('fails with a network error the page can turn into 503', async () => {
    const client = clientFor('http://127.0.0.1:59999/graphql');
    await expect(client.query({ query: SETTINGS })).rejects.toThrow(/fetch failed/);
  });
});
