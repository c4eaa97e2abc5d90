import type { GetStaticPropsContext } from 'next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseArticle } from '@/lib/content/article';
import { staticContentPageProps } from '@/features/editorial/server/content-page-props';
import { loadFrontPage } from '@/features/editorial/server/load-front-page';
import { resolveWordPressNode } from '@/features/editorial/server/resolve-wordpress-node';
import { getWordPressProps } from '@faustwp/core';
import responses from './fixtures/wpgraphql-responses.json';

// Faust's seed and template queries are Faust's (tested by its own suite and our e2e journeys);
// here they answer what WPGraphQL answers, so the loader's own steps can be counted and checked.
vi.mock('@faustwp/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@faustwp/core')>()),
  getWordPressProps: vi.fn(),
}));
vi.mock('@/lib/content/article', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/article')>();
  return { ...actual, parseArticle: vi.fn(actual.parseArticle) };
});

const GUIDE_SEED = {
  __typename: 'Guide',
  id: 'cG9zdDoxNA==',
  uri: '/guide/best-wireless-headphones/',
  databaseId: 14,
  isContentNode: true,
  slug: 'best-wireless-headphones',
  contentType: { node: { name: 'guide' } },
  template: { templateName: 'Default' },
};

function answer(contentNode: unknown) {
  vi.mocked(getWordPressProps).mockResolvedValue({
    props: { __SEED_NODE__: GUIDE_SEED, __TEMPLATE_QUERY_DATA__: { contentNode, ...responses.header } },
    revalidate: 900,
  } as Awaited<ReturnType<typeof getWordPressProps>>);
}

const context = {
  params: { wordpressNode: ['guide', 'best-wireless-headphones'] },
  locale: 'en',
  defaultLocale: 'en',
  locales: ['en', 'uk'],
} as GetStaticPropsContext;

describe('a guide request through the catch-all', () => {
  beforeEach(() => vi.mocked(parseArticle).mockClear());
  afterEach(() => vi.restoreAllMocks());

  it('parses the article once per request', async () => {
    answer(responses.guide);
    const result = await resolveWordPressNode(context);
    expect(result).toMatchObject({
      ok: true,
      value: {
        page: { page: { template: 'singular', model: { article: { title: 'Best wireless headphones 2024' } } } },
      },
    });
    expect(parseArticle).toHaveBeenCalledTimes(1);
  });

  it('is a 404 when WordPress has no such node to show (a draft)', async () => {
    answer(null);
    expect(await staticContentPageProps(context, () => resolveWordPressNode(context))).toMatchObject({
      notFound: true,
    });
  });

  it('answers an answer of a changed shape as an outage (503, last good copy kept), not a 404, logging which read and what was wrong', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ ...responses.guide, databaseId: 'fourteen' });
    const page = staticContentPageProps(context, () => resolveWordPressNode(context));
    await expect(page).rejects.toMatchObject({
      name: 'BackendFailureError',
      code: 'BACKEND_UNAVAILABLE',
      backend: 'content',
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(
      /\/guide\/best-wireless-headphones: template singular: invalid-answer \(article: databaseId: /,
    );
  });
});

describe('the home’s WordPress part', () => {
  afterEach(() => vi.restoreAllMocks());

  it('moves a home URL that addresses a post to the post’s URI, and has no section for `/` showing another page', async () => {
    answer(responses.guide);
    expect(await loadFrontPage(context, '/?p=14')).toEqual({
      ok: true,
      value: { movedTo: '/guide/best-wireless-headphones/' },
    });
    expect(await loadFrontPage(context, '/')).toEqual({ ok: true, value: { page: null } });
  });

  it('is not found for a home URL addressing what a visitor may not see, and no section for `/` without a node', async () => {
    answer(null);
    expect(await loadFrontPage(context, '/?p=14')).toEqual({ ok: false, failure: 'not-found' });
    expect(await loadFrontPage(context, '/')).toEqual({ ok: true, value: { page: null } });
  });

  it('reports the content service down as unavailable, for the home to answer without the section', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(getWordPressProps).mockRejectedValue(new TypeError('fetch failed'));
    expect(await loadFrontPage(context, '/')).toEqual({ ok: false, failure: 'unavailable', detail: 'fetch failed' });
  });
});
