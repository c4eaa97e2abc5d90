import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentConfig } from '../src/content/config.js';
import { registerContentRoutes } from '../src/content/routes.js';
import { startTestBackend, type TestBackend } from './helpers.js';

/** GraphQL over HTTP as Faust and Apollo use it, and the WordPress semantics behind nodeByUri. */

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

async function graphql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${backend.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { message: string }[] } };
}

const POSSIBLE_TYPES = '{ __schema { types { kind name possibleTypes { name } } } }';

describe('the endpoints', () => {
  it('answers GET on /index.php?graphql with Apollo’s parameters, as Faust sends every query', async () => {
    const params = new URLSearchParams({
      query: 'query GetPage($uri: ID!) { page(id: $uri, idType: URI) { title } }',
      operationName: 'GetPage',
      variables: JSON.stringify({ uri: '/about/' }),
    });
    const response = await fetch(`${backend.baseUrl}/index.php?graphql&${params}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect((await response.json()).data).toEqual({ page: { title: 'About Pricewise' } });
  });

  it('leaves /index.php without ?graphql alone', async () => {
    expect((await fetch(`${backend.baseUrl}/index.php?query=%7B__typename%7D`)).status).toBe(404);
  });

  it('answers CORS preflights on both endpoints', async () => {
    for (const path of ['/graphql', '/index.php?graphql']) {
      const response = await fetch(`${backend.baseUrl}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
      expect(response.headers.get('access-control-max-age')).toBe('600');
    }
  });

  it('answers the Faust CLI health check', async () => {
    expect((await graphql('{ __typename }')).body.data).toEqual({ __typename: 'RootQuery' });
  });

  it('runs a batch of operations', async () => {
    const response = await fetch(`${backend.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ generalSettings { title } }' }, { query: '{ viewer { name } }' }]),
    });
    expect((await response.json()).map((result: { data: unknown }) => result.data)).toEqual([
      { generalSettings: { title: 'Pricewise' } },
      { viewer: null },
    ]);
  });

  it('limits a batch to ten operations, as WPGraphQL does by default', async () => {
    const response = await fetch(`${backend.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Array.from({ length: 11 }, () => ({ query: '{ __typename }' }))),
    });
    expect(response.status).toBe(500);
    expect((await response.json()).errors[0].message).toBe(
      'Batch requests are limited to 10 operations. This request contained 11',
    );
  });

  it('refuses malformed variables and bodies with GraphQL-shaped errors', async () => {
    const badVariables = await fetch(`${backend.baseUrl}/graphql?query=%7B__typename%7D&variables=%7Bnope`);
    expect(badVariables.status).toBe(400);
    expect((await badVariables.json()).errors[0].message).toMatch(/variables/);
    const badBody = await fetch(`${backend.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(badBody.status).toBe(400);
    expect((await badBody.json()).errors).toHaveLength(1);
  });
});

describe('introspection', () => {
  it('is refused publicly and allowed with the FaustWP secret, as `faust generatePossibleTypes` needs', async () => {
    expect((await graphql(POSSIBLE_TYPES)).body.errors?.[0]?.message).toMatch(
      /^The query contained __schema or __type/,
    );
    expect((await graphql(POSSIBLE_TYPES, {}, { 'x-faust-secret': 'wrong' })).body.errors).toHaveLength(1);
    const allowed = await graphql(POSSIBLE_TYPES, {}, { 'x-faust-secret': 'local-faust-secret' });
    const types = allowed.body.data.__schema.types as { name: string; possibleTypes: { name: string }[] | null }[];
    const possible = Object.fromEntries(
      types.filter((t) => t.possibleTypes).map((t) => [t.name, t.possibleTypes!.map((p) => p.name)]),
    );
    expect(possible.ContentNode).toEqual(expect.arrayContaining(['Page', 'Post', 'Guide', 'Review', 'MediaItem']));
    expect(possible.UniformResourceIdentifiable).toEqual(expect.arrayContaining(['ContentType', 'User', 'Category']));
  });

  it('takes its secret from FAUST_SECRET_KEY', async () => {
    const app = Fastify({ logger: false });
    registerContentRoutes(app, backend.db, { config: loadContentConfig({ FAUST_SECRET_KEY: 'another-secret' }) });
    const ask = (secret: string) =>
      app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'x-faust-secret': secret },
        payload: { query: POSSIBLE_TYPES },
      });
    expect((await ask('another-secret')).json().data.__schema.types.length).toBeGreaterThan(100);
    expect((await ask('local-faust-secret')).json().errors).toHaveLength(1);
    await app.close();
  });
});

describe('configuration', () => {
  it('reads the FaustWP secret as @faustwp/core does, with a local default', () => {
    expect(loadContentConfig({}).faustSecret).toBe('local-faust-secret');
    expect(loadContentConfig({ FAUSTWP_SECRET_KEY: 'legacy' }).faustSecret).toBe('legacy');
    expect(loadContentConfig({ FAUST_SECRET_KEY: 'new', FAUSTWP_SECRET_KEY: 'legacy' }).faustSecret).toBe('new');
  });

  it('names the variable when a URL is not one', () => {
    expect(() => loadContentConfig({ CONTENT_PUBLIC_URL: 'cms' })).toThrow(/CONTENT_PUBLIC_URL/);
  });
});

describe('nodeByUri', () => {
  const resolve = async (uri: string) =>
    (await graphql('query($uri: String!) { nodeByUri(uri: $uri) { __typename uri } }', { uri })).body.data.nodeByUri;

  it('resolves what WordPress would show at each kind of address', async () => {
    expect(await resolve('/')).toEqual({ __typename: 'Page', uri: '/' });
    expect(await resolve('/uk/')).toEqual({ __typename: 'Page', uri: '/uk/' });
    expect(await resolve('/privatlan/')).toEqual({ __typename: 'Page', uri: '/privatlan/' });
    expect(await resolve('/privatlan')).toEqual({ __typename: 'Page', uri: '/privatlan/' });
    expect(await resolve('/guide/best-air-fryers/')).toEqual({ __typename: 'Guide', uri: '/guide/best-air-fryers/' });
    expect(await resolve('/review/')).toEqual({ __typename: 'ContentType', uri: '/review/' });
    expect(await resolve('/guide-category/computers/')).toEqual({
      __typename: 'GuideCategory',
      uri: '/guide-category/computers/',
    });
    expect(await resolve('/review-category/kitchen/')).toEqual({
      __typename: 'ReviewCategory',
      uri: '/review-category/kitchen/',
    });
    expect(await resolve('/category/deals/')).toEqual({ __typename: 'Category', uri: '/category/deals/' });
    expect(await resolve('/author/hannah-okafor/')).toEqual({ __typename: 'User', uri: '/author/hannah-okafor/' });
    expect(await resolve(`${loadContentConfig().publicUrl}/about/`)).toEqual({ __typename: 'Page', uri: '/about/' });
  });

  it('answers null for what is not there or not public', async () => {
    for (const uri of [
      '/no-such-page/',
      '/guide/no-such-guide/',
      '/uk/about/',
      '/author/eleanor-marsh/',
      '/author/sam-carter/',
      'https://elsewhere.example/about/',
      '/?p=999999',
    ]) {
      expect(await resolve(uri), uri).toBeNull();
    }
  });
});

describe('languages (WPGraphQL Polylang)', () => {
  it('finds the homepage’s translations for the language dropdown', async () => {
    const { body } = await graphql(`
      {
        pages(where: { name: "homepage", language: ALL }, first: 5) {
          nodes {
            uri
            language {
              code
              slug
              locale
            }
            translations {
              uri
              slug
              language {
                code
                slug
                name
              }
            }
          }
        }
        languages {
          code
          slug
          name
          locale
          homeUrl
        }
        defaultLanguage {
          code
        }
      }
    `);
    expect(body.data.pages.nodes).toEqual([
      {
        uri: '/',
        language: { code: 'EN', slug: 'en', locale: 'en_GB' },
        translations: [{ uri: '/uk/', slug: 'homepage-uk', language: { code: 'UK', slug: 'uk', name: 'Українська' } }],
      },
    ]);
    expect(
      body.data.languages.map((language: { code: string; homeUrl: string }) => [
        language.code,
        new URL(language.homeUrl).pathname,
      ]),
    ).toEqual([
      ['EN', '/'],
      ['UK', '/uk/'],
    ]);
    expect(body.data.defaultLanguage).toEqual({ code: 'EN' });
  });

  it('reads a translation by language and filters lists by language', async () => {
    const { body } = await graphql(`
      {
        page(id: "/", idType: URI) {
          translation(language: UK) {
            title
            isFrontPage
          }
        }
        uk: pages(where: { language: UK }) {
          nodes {
            slug
          }
        }
      }
    `);
    expect(body.data.page.translation).toEqual({ title: 'Головна', isFrontPage: true });
    expect(body.data.uk.nodes).toEqual([{ slug: 'homepage-uk' }]);
  });
});

describe('lists', () => {
  it('pages posts with cursors, newest first, filtered by category and tag', async () => {
    const query = `query($after: String) { posts(first: 5, after: $after) { nodes { databaseId date } pageInfo { hasNextPage endCursor } } }`;
    const first = (await graphql(query)).body.data.posts;
    const second = (await graphql(query, { after: first.pageInfo.endCursor })).body.data.posts;
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(second.nodes[0].date < first.nodes[4].date).toBe(true);
    const filtered = (
      await graphql(
        '{ posts(where: { categoryName: "deals", tag: "black-friday" }) { nodes { categories { nodes { slug } } tags { nodes { slug } } } } }',
      )
    ).body.data.posts.nodes;
    expect(filtered.length).toBeGreaterThan(0);
    for (const post of filtered) {
      expect(post.categories.nodes.map((c: { slug: string }) => c.slug)).toContain('deals');
      expect(post.tags.nodes.map((t: { slug: string }) => t.slug)).toContain('black-friday');
    }
  });

  it('lists only public authors, without their private fields', async () => {
    const users = (await graphql('{ users { nodes { slug email roles { nodes { name } } } } }')).body.data.users.nodes;
    expect(users.map((user: { slug: string }) => user.slug).sort()).toEqual([
      'hannah-okafor',
      'priya-raman',
      'tom-fairley',
    ]);
    expect(
      users.every(
        (user: { email: null; roles: { nodes: [] } }) => user.email === null && user.roles.nodes.length === 0,
      ),
    ).toBe(true);
  });

  it('resolves global ids with node()', async () => {
    const ids = (
      await graphql(
        '{ guides(first: 1) { nodes { id } } categories(first: 1) { nodes { id } } users(first: 1) { nodes { id } } }',
      )
    ).body.data;
    for (const id of [
      ids.guides.nodes[0].id,
      ids.categories.nodes[0].id,
      ids.users.nodes[0].id,
      Buffer.from('post_type:guide').toString('base64'),
    ]) {
      expect((await graphql('query($id: ID!) { node(id: $id) { id } }', { id })).body.data.node).toEqual({ id });
    }
  });
});
