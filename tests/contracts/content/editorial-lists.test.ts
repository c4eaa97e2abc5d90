import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDES_INDEX_QUERY } from '@/features/editorial/guides/queries';
import { NEWS_PAGE_QUERY } from '@/features/editorial/news/queries';
import { startTestBackend, type TestBackend } from '../../../backend/tests/helpers.js';

/**
 * The `/n/` and `/g/` page queries, as the site sends them, answered by the local backend: the
 * category choices (docs/PRODUCT.md §7: `categories(first: 100)` and `guideCategories(first: 100)` with id,
 * name and slug) and the news of one category.
 */

interface Term {
  id: string;
  name: string;
  slug: string;
}

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

async function query<T>(document: DocumentNode, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${backend.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

type NewsPage = {
  categories: { nodes: Term[] };
  posts: { nodes: { categories: { nodes: Term[] } }[]; pageInfo: { hasNextPage: boolean } };
};

describe('the news page query', () => {
  it('lists every post category with its id, name and slug', async () => {
    const data = await query<NewsPage>(NEWS_PAGE_QUERY, { first: 10 });
    const slugs = data.categories.nodes.map((term) => term.slug);
    expect(slugs).toEqual(expect.arrayContaining(['news', 'deals', 'price-watch', 'uncategorized']));
    for (const term of data.categories.nodes) expect(Object.keys(term).sort()).toEqual(['id', 'name', 'slug']);
    expect(data.posts.nodes).toHaveLength(10);
  });

  it("gives only the chosen category's posts, and all of them without a category", async () => {
    const all = await query<NewsPage>(NEWS_PAGE_QUERY, { first: 100 });
    const deals = await query<NewsPage>(NEWS_PAGE_QUERY, { first: 100, category: 'deals' });
    expect(deals.posts.nodes.length).toBeGreaterThan(0);
    expect(deals.posts.nodes.length).toBeLessThan(all.posts.nodes.length);
    for (const post of deals.posts.nodes) expect(post.categories.nodes.map((term) => term.slug)).toContain('deals');
    const unknown = await query<NewsPage>(NEWS_PAGE_QUERY, { first: 10, category: 'no-such-category' });
    expect(unknown.posts.nodes).toEqual([]);
  });
});

describe('the guides index query', () => {
  it('lists the guide categories once, with id, name and slug beside their guides', async () => {
    const data = await query<{ guideCategories: { nodes: (Term & { uri: string; guides: { nodes: unknown[] } })[] } }>(
      GUIDES_INDEX_QUERY,
    );
    const nodes = data.guideCategories.nodes;
    expect(nodes.map((term) => term.slug)).toEqual(
      expect.arrayContaining(['electronics', 'home-and-kitchen', 'computers']),
    );
    for (const term of nodes) {
      expect(term).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        slug: expect.any(String),
        uri: expect.stringMatching(/^\/guide-category\//),
      });
    }
    expect(nodes.some((term) => term.guides.nodes.length > 0)).toBe(true);
  });
});
