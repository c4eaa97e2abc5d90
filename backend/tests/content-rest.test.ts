import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './helpers.js';

/** The WordPress REST API's wp/v2 collections the site reads related articles from. */

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

const get = (path: string) => fetch(`${backend.baseUrl}${path}`);
const count = (type: string) =>
  backend.db
    .prepare("SELECT COUNT(*) FROM wp_posts WHERE post_type = ? AND status = 'publish'")
    .pluck()
    .get(type) as number;

interface RestItem {
  id: number;
  date: string;
  modified: string;
  slug: string;
  status: string;
  type: string;
  link: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  acf: Record<string, unknown>;
  _embedded?: {
    author: { name: string }[];
    'wp:featuredmedia': { source_url: string }[];
    'wp:term': { taxonomy: string; slug: string }[][];
  };
}

describe('GET /wp-json/wp/v2/posts', () => {
  it('lists published posts newest first, with embeds, paging headers and links', async () => {
    const response = await get('/wp-json/wp/v2/posts?_embed&per_page=4');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const total = count('post');
    expect(response.headers.get('x-wp-total')).toBe(String(total));
    expect(response.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 4)));
    expect(response.headers.get('link')).toContain('rel="next"');
    const items = (await response.json()) as RestItem[];
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.date)).toEqual([...items.map((item) => item.date)].sort().reverse());
    for (const item of items) {
      expect(item).toMatchObject({ status: 'publish', type: 'post', title: { rendered: expect.any(String) } });
      expect(item.link).toBe(`http://127.0.0.1:3000/${item.slug}/`);
      expect(item.excerpt.rendered).toMatch(/^<p>.+<\/p>\n$/s);
      expect(item.acf.subheading).toEqual(expect.any(String));
      expect(item._embedded!.author[0]!.name).toEqual(expect.any(String));
      expect(item._embedded!['wp:featuredmedia'][0]!.source_url).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/wp-content\/uploads\/.+\.svg$/,
      );
      expect(item._embedded!['wp:term'].map((terms) => terms[0]?.taxonomy ?? 'post_tag')).toEqual([
        'category',
        'post_tag',
      ]);
    }
  });

  it('pages through the whole collection without repeats', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(count('post') / 5); page += 1) {
      const items = (await (await get(`/wp-json/wp/v2/posts?per_page=5&page=${page}`)).json()) as RestItem[];
      seen.push(...items.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(count('post'));
  });

  it('embeds nothing without _embed, and honours exclude', async () => {
    const [first] = (await (await get('/wp-json/wp/v2/posts?per_page=1')).json()) as RestItem[];
    expect(first!._embedded).toBeUndefined();
    const rest = (await (await get(`/wp-json/wp/v2/posts?per_page=100&exclude=${first!.id}`)).json()) as RestItem[];
    expect(rest.map((item) => item.id)).not.toContain(first!.id);
    expect(rest).toHaveLength(count('post') - 1);
  });

  it('never lists drafts', async () => {
    const items = (await (await get('/wp-json/wp/v2/posts?per_page=100')).json()) as RestItem[];
    expect(items.every((item) => item.status === 'publish')).toBe(true);
  });
});

describe('guides and reviews', () => {
  it('lists guides with their guideACF fields, under guides and guide', async () => {
    for (const base of ['guides', 'guide']) {
      const response = await get(`/wp-json/wp/v2/${base}?_embed&per_page=4`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-wp-total')).toBe(String(count('guide')));
      const items = (await response.json()) as RestItem[];
      expect(items).toHaveLength(4);
      for (const item of items) {
        expect(item.type).toBe('guide');
        expect(item.link).toBe(`http://127.0.0.1:3000/guide/${item.slug}/`);
        expect(item.acf).toMatchObject({
          subheading: expect.any(String),
          introTitle: expect.any(String),
          howDidWePick: expect.any(Array),
        });
        expect(item._embedded!['wp:featuredmedia'][0]!.source_url).toContain('/wp-content/uploads/');
      }
    }
  });

  it('lists reviews, also through ?rest_route=', async () => {
    const response = await get('/?rest_route=/wp/v2/reviews&_embed&per_page=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-wp-total')).toBe(String(count('review')));
    const items = (await response.json()) as RestItem[];
    expect(items).toHaveLength(2);
    expect(items[0]!.acf).toMatchObject({ subheading: expect.any(String), productName: expect.any(String) });
  });
});

describe('errors', () => {
  it('answers an unknown post with rest_post_invalid_id', async () => {
    for (const path of ['/wp-json/wp/v2/posts/999999', '/?rest_route=/wp/v2/posts/999999']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 'rest_post_invalid_id',
        message: 'Invalid post ID.',
        data: { status: 404 },
      });
    }
  });

  it('does not serve a guide under /posts/', async () => {
    const guideId = backend.db
      .prepare("SELECT id FROM wp_posts WHERE post_type = 'guide' AND status = 'publish'")
      .pluck()
      .get();
    expect((await get(`/wp-json/wp/v2/posts/${guideId}`)).status).toBe(404);
    expect((await get(`/wp-json/wp/v2/guides/${guideId}`)).status).toBe(200);
  });

  it('validates per_page and page as WordPress does', async () => {
    for (const perPage of ['0', '101', 'ten']) {
      const response = await get(`/wp-json/wp/v2/posts?per_page=${perPage}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'rest_invalid_param',
        data: { status: 400, params: { per_page: expect.any(String) } },
      });
    }
    const beyond = await get('/wp-json/wp/v2/posts?page=99');
    expect(beyond.status).toBe(400);
    expect(await beyond.json()).toMatchObject({ code: 'rest_post_invalid_page_number' });
  });

  it('answers an unknown route with rest_no_route', async () => {
    const response = await get('/wp-json/wp/v2/products');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });
});
