import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.js';
import { buildServer } from '../src/http/server.js';
import type { RevalidationEvent, RevalidationNotifier } from '../src/revalidation/notifier.js';
import { openTestStores, type TestStores } from './helpers.js';

/** WordPress REST writes (application passwords) and the revalidation events they send. */

let stores: TestStores;
let db: Db;
let app: FastifyInstance;
const events: RevalidationEvent[] = [];
const capture: RevalidationNotifier = { notify: async (event) => void events.push(event) };

beforeAll(async () => {
  stores = await openTestStores();
  db = stores.db;
  app = buildServer({ contentDb: db, pricingDb: stores.pricing, logLevel: 'silent', notifier: capture });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await stores?.close();
});

beforeEach(() => {
  events.length = 0;
});

const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
const EDITOR = basic('editor', 'pricewise-editor');
const SHOPPER = basic('shopper', 'pricewise-shopper');

async function write(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  authorization: string | null = EDITOR,
) {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, json: response.json() as any };
}

const graphql = async (query: string, variables: Record<string, unknown> = {}) =>
  (await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } })).json() as any;

type Row = { id: number; slug: string; title: string };
const published = (type: string) =>
  db
    .prepare("SELECT id, slug, title FROM wp_posts WHERE post_type = ? AND status = 'publish' ORDER BY id")
    .all(type) as Row[];

describe('updating a post', () => {
  it('changes the title, REST and GraphQL show it at once, and content.updated names the URI', async () => {
    const post = published('post')[0]!;
    const before = (await app.inject(`/wp-json/wp/v2/posts/${post.id}`)).json() as any;
    const { status, json } = await write('POST', `/wp-json/wp/v2/posts/${post.id}`, {
      title: 'Fresh title<script>alert(1)</script>',
    });
    expect(status).toBe(200);
    expect(json.title.rendered).toBe('Fresh title');
    expect(Object.keys(json)).toEqual(Object.keys(before));
    expect(json.modified_gmt > before.modified_gmt).toBe(true);

    const rest = (await app.inject(`/wp-json/wp/v2/posts/${post.id}`)).json() as any;
    expect(rest.title.rendered).toBe('Fresh title');
    const gql = await graphql('query($id: ID!) { post(id: $id, idType: DATABASE_ID) { title uri } }', { id: post.id });
    expect(gql.data.post.title).toBe('Fresh title');
    expect(events).toEqual([{ event: 'content.updated', uris: [gql.data.post.uri] }]);
    expect(gql.data.post.uri).toBe(`/${post.slug}/`);
  });

  it('accepts PUT and PATCH, stores content and excerpt as given', async () => {
    const post = published('post')[1]!;
    expect((await write('PUT', `/wp-json/wp/v2/posts/${post.id}`, { content: '<p>New body</p>' })).status).toBe(200);
    const { json } = await write('PATCH', `/wp-json/wp/v2/posts/${post.id}`, { excerpt: 'Short one' });
    expect(json.excerpt.rendered).toContain('Short one');
    expect(db.prepare('SELECT content FROM wp_posts WHERE id = ?').pluck().get(post.id)).toBe('<p>New body</p>');
  });

  it('sends the old and the new URI when the slug changes, and the old one stops resolving', async () => {
    const post = published('post')[2]!;
    const { json } = await write('POST', `/wp-json/wp/v2/posts/${post.id}`, { slug: 'A Renamed Story!' });
    expect(json.slug).toBe('a-renamed-story');
    expect(events).toEqual([{ event: 'content.updated', uris: ['/a-renamed-story/', `/${post.slug}/`] }]);
    const byUri = async (uri: string) =>
      (await graphql('query($uri: String!) { nodeByUri(uri: $uri) { id } }', { uri })).data.nodeByUri;
    expect(await byUri(`/${post.slug}/`)).toBeNull();
    expect(await byUri('/a-renamed-story/')).not.toBeNull();
  });

  it('keeps published slugs unique by suffixing, as WordPress does', async () => {
    const [first, second] = published('post').slice(3, 5) as [Row, Row];
    const { json } = await write('POST', `/wp-json/wp/v2/posts/${second.id}`, { slug: first.slug });
    expect(json.slug).toBe(`${first.slug}-2`);
  });
});

describe('publishing, unpublishing and trash', () => {
  it('unpublishing hides the post anonymously and sends content.deleted with its old URI', async () => {
    const post = published('post')[5]!;
    const uri = `/${post.slug}/`;
    const { status, json } = await write('POST', `/wp-json/wp/v2/posts/${post.id}`, { status: 'draft' });
    expect([status, json.status]).toEqual([200, 'draft']);
    expect(events).toEqual([{ event: 'content.deleted', uris: [uri] }]);
    expect((await graphql('query($uri: String!) { nodeByUri(uri: $uri) { id } }', { uri })).data.nodeByUri).toBeNull();
    expect((await app.inject(`/wp-json/wp/v2/posts/${post.id}`)).statusCode).toBe(401);

    events.length = 0;
    await write('POST', `/wp-json/wp/v2/posts/${post.id}`, { status: 'publish' });
    expect(events).toEqual([{ event: 'content.published', uris: [uri] }]);
  });

  it('editing a draft that stays a draft notifies nothing', async () => {
    const draft = db
      .prepare("SELECT id FROM wp_posts WHERE post_type = 'post' AND status = 'draft'")
      .pluck()
      .get() as number;
    expect((await write('POST', `/wp-json/wp/v2/posts/${draft}`, { title: 'Still a draft' })).status).toBe(200);
    expect(events).toEqual([]);
  });

  it('DELETE moves to the trash (hidden everywhere anonymously), then force deletes', async () => {
    const post = published('post')[6]!;
    const trashed = await write('DELETE', `/wp-json/wp/v2/posts/${post.id}`);
    expect([trashed.status, trashed.json.status]).toEqual([200, 'trash']);
    expect(events).toEqual([{ event: 'content.deleted', uris: [`/${post.slug}/`] }]);
    const list = (await app.inject('/wp-json/wp/v2/posts?per_page=100')).json() as any[];
    expect(list.map((item) => item.id)).not.toContain(post.id);
    expect(
      (await graphql('query($id: ID!) { post(id: $id, idType: DATABASE_ID) { id } }', { id: post.id })).data.post,
    ).toBeNull();
    expect((await write('DELETE', `/wp-json/wp/v2/posts/${post.id}`)).json.code).toBe('rest_already_trashed');

    const gone = await write('DELETE', `/wp-json/wp/v2/posts/${post.id}?force=true`);
    expect(gone.status).toBe(200);
    expect(gone.json).toMatchObject({ deleted: true, previous: { id: post.id, status: 'trash' } });
    expect(db.prepare('SELECT COUNT(*) FROM wp_posts WHERE id = ?').pluck().get(post.id)).toBe(0);
  });
});

describe('guides, reviews and pages', () => {
  it.each([
    ['guides', 'guide'],
    ['guide', 'guide'],
    ['reviews', 'review'],
    ['review', 'review'],
  ])('updates /%s/{id}', async (base, type) => {
    const row = published(type)[0]!;
    const { status, json } = await write('POST', `/wp-json/wp/v2/${base}/${row.id}`, { title: `Updated ${type}` });
    expect([status, json.type, json.title.rendered]).toEqual([200, type, `Updated ${type}`]);
    expect(events).toEqual([{ event: 'content.updated', uris: [`/${type}/${row.slug}/`] }]);
    const gql = await graphql(`query($id: ID!) { ${type}(id: $id, idType: DATABASE_ID) { title } }`, { id: row.id });
    expect(gql.data[type].title).toBe(`Updated ${type}`);
  });

  it('updates a page', async () => {
    const page = db.prepare("SELECT id, slug FROM wp_posts WHERE post_type = 'page' AND slug = 'about'").get() as Row;
    const { status, json } = await write('POST', `/wp-json/wp/v2/pages/${page.id}`, { title: 'About us' });
    expect([status, json.type]).toEqual([200, 'page']);
    expect(events).toEqual([{ event: 'content.updated', uris: ['/about/'] }]);
  });

  it('answers 404 for an id of another type', async () => {
    const guide = published('guide')[0]!;
    expect((await write('POST', `/wp-json/wp/v2/posts/${guide.id}`, { title: 'x' })).json.code).toBe(
      'rest_post_invalid_id',
    );
  });
});

describe('authentication and errors', () => {
  const post = () => published('post')[7]!;

  it('401 rest_not_logged_in without credentials', async () => {
    const { status, json } = await write('POST', `/wp-json/wp/v2/posts/${post().id}`, { title: 'x' }, null);
    expect(status).toBe(401);
    expect(json).toEqual({ code: 'rest_not_logged_in', message: expect.any(String), data: { status: 401 } });
  });

  it('401 incorrect_password for a wrong password or an unknown login', async () => {
    for (const authorization of [basic('editor', 'nope'), basic('nobody', 'pricewise-editor')]) {
      const { status, json } = await write('POST', `/wp-json/wp/v2/posts/${post().id}`, { title: 'x' }, authorization);
      expect([status, json.code, json.data]).toEqual([401, 'incorrect_password', { status: 401 }]);
    }
  });

  it('401 incorrect_password for a subscriber with the right password: only editors sign in here', async () => {
    const { status, json } = await write('POST', `/wp-json/wp/v2/posts/${post().id}`, { title: 'x' }, SHOPPER);
    expect([status, json.code, json.data]).toEqual([401, 'incorrect_password', { status: 401 }]);
    expect((await write('DELETE', `/wp-json/wp/v2/posts/${post().id}`, undefined, SHOPPER)).status).toBe(401);
    expect(events).toEqual([]);
  });

  it('404 rest_post_invalid_id for an unknown id', async () => {
    const { status, json } = await write('POST', '/wp-json/wp/v2/posts/999999', { title: 'x' });
    expect([status, json.code, json.data]).toEqual([404, 'rest_post_invalid_id', { status: 404 }]);
    expect((await write('DELETE', '/wp-json/wp/v2/reviews/999999')).status).toBe(404);
  });

  it.each([
    [{ title: 5 }, 'rest_invalid_param'],
    [{ status: 'private' }, 'rest_invalid_param'],
    [{ slug: '!!!' }, 'rest_invalid_param'],
    [[1, 2], 'rest_invalid_param'],
    ['{not json', 'rest_invalid_json'],
  ])('400 for the body %j', async (body, code) => {
    const { status, json } = await write('POST', `/wp-json/wp/v2/posts/${post().id}`, body);
    expect([status, json.code, json.data.status]).toEqual([400, code, 400]);
    expect(events).toEqual([]);
  });
});
