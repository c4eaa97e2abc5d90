import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentConfig } from '../src/content/config.js';
import { runOperation } from '../src/content/graphql/execute.js';
import { PersistedQueryStore } from '../src/content/graphql/persisted-queries.js';
import { createContentStore } from '../src/content/repositories/index.js';
import { viewerForUser, type Viewer } from '../src/content/viewer.js';
import { startTestBackend, type TestBackend } from './helpers.js';

/**
 * Drafts and previews. Viewers are passed straight to the resolver layer: no token is involved,
 * which is exactly the seam the accounts work plugs FaustWP's bearer tokens into.
 */

let backend: TestBackend;
const viewers: Record<'editor' | 'shopper' | 'priya' | 'hannah', Viewer | null> = {
  editor: null,
  shopper: null,
  priya: null,
  hannah: null,
};

interface Draft {
  kind: 'post' | 'page' | 'guide' | 'review';
  typeName: 'Post' | 'Page' | 'Guide' | 'Review';
  id: number;
  revisionId: number;
  revisionTitle: string;
}
const drafts: Draft[] = [];

async function query(viewer: Viewer | null, source: string, variables: Record<string, unknown> = {}) {
  const response = await runOperation(
    { query: source, variables },
    {
      store: createContentStore(backend.db),
      config: loadContentConfig({}),
      viewer,
      introspectionAllowed: false,
      persistedQueries: new PersistedQueryStore(),
    },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data as Record<string, any>;
}

const userId = (login: string) =>
  backend.db.prepare('SELECT id FROM wp_users WHERE login = ?').pluck().get(login) as number;

beforeAll(async () => {
  backend = await startTestBackend();
  viewers.editor = viewerForUser(backend.db, userId('editor'));
  viewers.shopper = viewerForUser(backend.db, userId('shopper'));
  viewers.priya = viewerForUser(backend.db, userId('priya.raman'));
  viewers.hannah = viewerForUser(backend.db, userId('hannah.okafor'));
  const rows = backend.db
    .prepare(
      `SELECT d.post_type AS kind, d.id, r.id AS revisionId, r.title AS revisionTitle FROM wp_posts d
       JOIN wp_posts r ON r.parent_id = d.id AND r.post_type = 'revision'
       WHERE d.status = 'draft' ORDER BY d.id`,
    )
    .all() as Omit<Draft, 'typeName'>[];
  const typeNames = { post: 'Post', page: 'Page', guide: 'Guide', review: 'Review' } as const;
  drafts.push(...rows.map((row) => ({ ...row, typeName: typeNames[row.kind] })));
});

afterAll(async () => {
  await backend?.close();
});

const SEED = `query($id: ID!, $asPreview: Boolean) {
  contentNode(id: $id, idType: DATABASE_ID, asPreview: $asPreview) {
    __typename databaseId uri slug status isPreview
    ... on NodeWithTitle { title }
    contentType { node { name } }
  }
}`;

describe('drafts for anonymous visitors', () => {
  it('seeds one draft with a newer revision of each kind', () => {
    expect(drafts.map((draft) => draft.kind).sort()).toEqual(['guide', 'page', 'post', 'review']);
  });

  it('hides every draft by id, by URI, as a preview and in lists', async () => {
    for (const draft of drafts) {
      const data = await query(
        null,
        `query($id: ID!, $uri: String!, $rev: ID!) {
          byId: contentNode(id: $id, idType: DATABASE_ID) { id }
          preview: contentNode(id: $id, idType: DATABASE_ID, asPreview: true) { id }
          byUri: nodeByUri(uri: $uri) { id }
          revision: contentNode(id: $rev, idType: DATABASE_ID) { id }
          node(id: $rev) { id }
        }`,
        { id: String(draft.id), uri: `/?p=${draft.id}`, rev: String(draft.revisionId) },
      );
      expect(data, draft.kind).toEqual({ byId: null, preview: null, byUri: null, revision: null, node: null });
    }
    const lists = await query(
      null,
      `{
      posts(where: { status: DRAFT }) { nodes { id } }
      pages(where: { stati: [DRAFT, PUBLISH] }, first: 100) { nodes { status } }
      guides(where: { status: DRAFT }) { nodes { id } }
      reviews(where: { status: DRAFT }) { nodes { id } }
    }`,
    );
    expect(lists.posts.nodes).toEqual([]);
    expect(lists.pages.nodes.every((page: { status: string }) => page.status === 'publish')).toBe(true);
    expect(lists.guides.nodes).toEqual([]);
    expect(lists.reviews.nodes).toEqual([]);
  });

  it('keeps drafts hidden from signed-in shoppers', async () => {
    const [draft] = drafts;
    expect(await query(viewers.shopper, SEED, { id: String(draft!.id), asPreview: true })).toEqual({
      contentNode: null,
    });
  });

  it('answers a draft through REST with 401, not its content', async () => {
    const draft = drafts.find((d) => d.kind === 'post')!;
    const response = await fetch(`${backend.baseUrl}/wp-json/wp/v2/posts/${draft.id}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'rest_forbidden' });
  });
});

describe('previews for editors', () => {
  it('returns the newest revision with the parent type, for every kind', async () => {
    for (const draft of drafts) {
      const { contentNode } = await query(viewers.editor, SEED, { id: String(draft.id), asPreview: true });
      expect(contentNode, draft.kind).toMatchObject({
        __typename: draft.typeName,
        databaseId: draft.revisionId,
        uri: `/?p=${draft.id}`,
        status: 'inherit',
        isPreview: true,
        contentType: { node: { name: draft.kind } },
        title: draft.revisionTitle,
      });
    }
  });

  it('gives the same revision back when asked again by the revision id (Faust’s round trip)', async () => {
    for (const draft of drafts) {
      const { contentNode } = await query(viewers.editor, SEED, { id: String(draft.revisionId), asPreview: true });
      expect(contentNode.databaseId, draft.kind).toBe(draft.revisionId);
      const single = await query(
        viewers.editor,
        `query($id: ID!) { ${draft.kind}(id: $id, idType: DATABASE_ID, asPreview: true) { __typename databaseId isPreview } }`,
        { id: String(draft.revisionId) },
      );
      expect(single[draft.kind], draft.kind).toEqual({
        __typename: draft.typeName,
        databaseId: draft.revisionId,
        isPreview: true,
      });
    }
  });

  it('shows the draft itself (not a revision) by its /?p= URI', async () => {
    const draft = drafts.find((d) => d.kind === 'post')!;
    const { nodeByUri } = await query(
      viewers.editor,
      `query($uri: String!) { nodeByUri(uri: $uri) { ... on Post { databaseId status isPreview } } }`,
      {
        uri: `/?p=${draft.id}`,
      },
    );
    expect(nodeByUri).toEqual({ databaseId: draft.id, status: 'draft', isPreview: false });
  });

  it('previews field groups saved with the revision, and the parent’s terms', async () => {
    const guide = drafts.find((d) => d.kind === 'guide')!;
    const data = await query(
      viewers.editor,
      `query($id: ID!) {
        draft: guide(id: $id, idType: DATABASE_ID) { guideACF { subheading } }
        preview: guide(id: $id, idType: DATABASE_ID, asPreview: true) {
          guideACF { subheading } guideCategories { nodes { slug } } revisionOf { node { databaseId } }
        }
      }`,
      { id: String(guide.id) },
    );
    expect(data.preview.guideACF.subheading).not.toBe(data.draft.guideACF.subheading);
    expect(data.preview.guideCategories.nodes).toEqual([{ slug: 'home-and-kitchen' }]);
    expect(data.preview.revisionOf.node.databaseId).toBe(guide.id);
  });

  it('returns a published post itself when it has no revisions', async () => {
    const id = backend.db
      .prepare("SELECT id FROM wp_posts WHERE post_type = 'post' AND status = 'publish' LIMIT 1")
      .pluck()
      .get() as number;
    const { contentNode } = await query(viewers.editor, SEED, { id: String(id), asPreview: true });
    expect(contentNode).toMatchObject({ databaseId: id, status: 'publish', isPreview: false });
  });

  it('lets an author preview their own draft but not a colleague’s', async () => {
    const draft = drafts.find((d) => d.kind === 'post')!; // written by Priya
    expect((await query(viewers.priya, SEED, { id: String(draft.id), asPreview: true })).contentNode.databaseId).toBe(
      draft.revisionId,
    );
    expect(await query(viewers.hannah, SEED, { id: String(draft.id), asPreview: true })).toEqual({ contentNode: null });
  });

  it('answers viewer with the signed-in user, and null anonymously', async () => {
    const source = '{ viewer { name roles { nodes { name } } } }';
    expect(await query(null, source)).toEqual({ viewer: null });
    expect(await query(viewers.editor, source)).toEqual({
      viewer: { name: 'Eleanor Marsh', roles: { nodes: [{ name: 'editor' }] } },
    });
  });
});

describe('the posts page', () => {
  it('turns a page set as page_for_posts into the posts archive, as WPGraphQL does', async () => {
    const about = backend.db
      .prepare("SELECT id FROM wp_posts WHERE post_type = 'page' AND slug = 'about'")
      .pluck()
      .get() as number;
    backend.db.prepare("UPDATE wp_options SET value = ? WHERE name = 'page_for_posts'").run(about);
    try {
      const data = await query(
        null,
        `query($id: ID!) {
        nodeByUri(uri: "/about/") { __typename ... on ContentType { name isPostsPage isFrontPage uri } }
        page(id: $id, idType: DATABASE_ID) { uri isPostsPage }
      }`,
        { id: String(about) },
      );
      expect(data.nodeByUri).toEqual({
        __typename: 'ContentType',
        name: 'post',
        isPostsPage: true,
        isFrontPage: false,
        uri: '/about/',
      });
      expect(data.page).toEqual({ uri: null, isPostsPage: true });
    } finally {
      backend.db.prepare("UPDATE wp_options SET value = '0' WHERE name = 'page_for_posts'").run();
    }
  });
});
