import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../src/accounts/tokens/token-service.js';
import { loadContentConfig } from '../src/content/config.js';
import { compareShape } from './fixtures/wpgraphql/compare-shape.js';
import { readGoldenFile, readGoldenJson } from './fixtures/wpgraphql/goldens.js';
import { DEMO, editorTokens, type FaustTokens } from './fixtures/accounts/flows.js';
import { ResponseLog } from './fixtures/accounts/http.js';
import { startTestBackend, type TestBackend } from './helpers.js';

/**
 * Preview with a real FaustWP access token, on the server as backend/src/http/server.ts builds it:
 * log in, /generate, exchange the code, then query GraphQL with `Authorization: Bearer`.
 */

let backend: TestBackend;
let tokens: FaustTokens;
const log = new ResponseLog();
const secret = loadContentConfig().faustSecret;

interface Draft {
  kind: 'post' | 'page' | 'guide' | 'review';
  id: number;
  revisionId: number;
  revisionTitle: string;
}
let drafts: Draft[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  drafts = backend.db
    .prepare(
      `SELECT d.post_type AS kind, d.id, r.id AS revisionId, r.title AS revisionTitle FROM wp_posts d
       JOIN wp_posts r ON r.parent_id = d.id AND r.post_type = 'revision'
       WHERE d.status = 'draft' AND r.id = (SELECT MAX(id) FROM wp_posts WHERE parent_id = d.id AND post_type = 'revision')
       ORDER BY d.id`,
    )
    .all() as Draft[];
  tokens = await editorTokens(log, backend.baseUrl, secret);
});

afterAll(async () => {
  await backend?.close();
});

async function graphql(
  query: string,
  variables: Record<string, unknown>,
  authorization?: string,
  path = '/index.php?graphql',
) {
  const response = await log.fetch(`${backend.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status, response.text).toBe(200);
  const body = response.json<{ data: Record<string, any>; errors?: unknown }>();
  expect(body.errors).toBeUndefined();
  return { data: body.data, headers: response.headers };
}

const SEED = readGoldenFile('seed-preview-draft-authenticated', '.graphql')!;
const singular = (kind: Draft['kind']) => `query($id: ID!) {
  node: ${kind}(id: $id, idType: DATABASE_ID, asPreview: true) { __typename databaseId isPreview status ... on NodeWithTitle { title } }
}`;

describe('with an editor’s access token from a real code exchange', () => {
  it('finds one draft of each kind (post 79, page 81, guide 83, review 86 in the seed)', () => {
    expect(drafts.map((d) => [d.kind, d.id])).toEqual([
      ['post', 79],
      ['page', 81],
      ['guide', 83],
      ['review', 86],
    ]);
  });

  it('previews every draft through contentNode(asPreview) and the typed field, answering the newest revision', async () => {
    for (const draft of drafts) {
      const seed = await graphql(SEED, { id: String(draft.id), asPreview: true }, `Bearer ${tokens.accessToken}`);
      expect(seed.data.contentNode, draft.kind).toMatchObject({
        databaseId: draft.revisionId,
        uri: `/?p=${draft.id}`,
        contentType: { node: { name: draft.kind } },
      });
      expect(seed.headers.get('cache-control')).toBe('no-cache, must-revalidate, max-age=0, no-store, private');

      // Faust feeds the revision id back in (core/components/WordPressTemplate.tsx).
      for (const id of [draft.id, draft.revisionId]) {
        const { data } = await graphql(singular(draft.kind), { id: String(id) }, `Bearer ${tokens.accessToken}`);
        expect(data.node, `${draft.kind} ${id}`).toMatchObject({
          databaseId: draft.revisionId,
          isPreview: true,
          title: draft.revisionTitle,
        });
      }
    }
  });

  it('matches the goldens seed-preview-draft-authenticated and post-draft-authenticated', async () => {
    const post = drafts.find((d) => d.kind === 'post')!;
    const seed = await graphql(
      SEED,
      { id: String(post.id), asPreview: true },
      `Bearer ${tokens.accessToken}`,
      '/graphql',
    );
    expect(
      compareShape((readGoldenJson('seed-preview-draft-authenticated') as { data: unknown }).data, seed.data),
    ).toEqual([]);
    const single = await graphql(
      readGoldenFile('post-draft-authenticated', '.graphql')!,
      { databaseId: String(post.id), asPreview: true },
      `Bearer ${tokens.accessToken}`,
      '/graphql',
    );
    expect(compareShape((readGoldenJson('post-draft-authenticated') as { data: unknown }).data, single.data)).toEqual(
      [],
    );
  });

  it('answers viewer with the editor, as the golden viewer-authenticated', async () => {
    const { data } = await graphql(
      readGoldenFile('viewer-authenticated', '.graphql')!,
      {},
      `Bearer ${tokens.accessToken}`,
    );
    expect(compareShape((readGoldenJson('viewer-authenticated') as { data: unknown }).data, data)).toEqual([]);
    expect(data).toEqual({
      viewer: { databaseId: DEMO.editor.id, name: 'Eleanor Marsh', roles: { nodes: [{ name: 'editor' }] } },
    });
  });

  it('keeps working with the access token from a rotated refresh token', async () => {
    const response = await log.fetch(`${backend.baseUrl}/?rest_route=/faustwp/v1/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-faustwp-secret': secret },
      body: JSON.stringify({ refreshToken: tokens.refreshToken }),
    });
    const rotated = response.json<FaustTokens>();
    const { data } = await graphql('{ viewer { databaseId } }', {}, `Bearer ${rotated.accessToken}`);
    expect(data.viewer).toEqual({ databaseId: DEMO.editor.id });
  });
});

describe('without a usable token', () => {
  const foreignToken = () =>
    createTokenService({ secret: 'another-site', now: Date.now, ledger: { markUsed: () => true } }).issue(
      'at',
      DEMO.editor.id,
    ).token;

  it('answers every preview with null, as WordPress does when determine_current_user finds no user', async () => {
    const headers: (string | undefined)[] = [
      undefined,
      'Bearer not-a-token',
      `Bearer ${foreignToken()}`,
      `Bearer ${tokens.refreshToken}`,
      tokens.accessToken,
      `Bearer  ${tokens.accessToken}`,
    ];
    for (const authorization of headers) {
      for (const draft of drafts) {
        const seed = await graphql(SEED, { id: String(draft.id), asPreview: true }, authorization);
        expect(seed.data, `${authorization} ${draft.kind}`).toEqual({ contentNode: null });
        const { data } = await graphql(singular(draft.kind), { id: String(draft.id) }, authorization);
        expect(data, `${authorization} ${draft.kind}`).toEqual({ node: null });
      }
      const { data, headers: responseHeaders } = await graphql('{ viewer { databaseId } }', {}, authorization);
      expect(data).toEqual({ viewer: null });
      expect(responseHeaders.get('cache-control')).toBeNull();
    }
  });

  it('still serves published content to a request with a bad token', async () => {
    const { data } = await graphql('{ posts(first: 1) { nodes { databaseId } } }', {}, 'Bearer not-a-token');
    expect(data.posts.nodes).toHaveLength(1);
  });

  it('stops previewing once the token’s user may no longer edit (roles are read per request)', async () => {
    const fresh = await editorTokens(log, backend.baseUrl, secret);
    backend.db.prepare("UPDATE wp_users SET role = 'subscriber' WHERE id = ?").run(DEMO.editor.id);
    try {
      const draft = drafts[0]!;
      const { data } = await graphql(SEED, { id: String(draft.id), asPreview: true }, `Bearer ${fresh.accessToken}`);
      expect(data).toEqual({ contentNode: null });
    } finally {
      backend.db.prepare("UPDATE wp_users SET role = 'editor' WHERE id = ?").run(DEMO.editor.id);
    }
  });
});

describe('CORS', () => {
  it('lets browsers send Authorization to GraphQL (preflight)', async () => {
    for (const path of ['/graphql', '/index.php?graphql']) {
      const response = await log.fetch(`${backend.baseUrl}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/)).toContain(
        'authorization',
      );
    }
  });
});
