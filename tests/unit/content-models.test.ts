import { describe, expect, it } from 'vitest';
import { parseArchive } from '@/features/editorial/templates/archive/model';
import { articleProductIds, parseArticle } from '@/lib/content/article';
import { parseContentPage } from '@/lib/content/content-page';
import { parseGuidesIndex } from '@/lib/content/guides-index';
import { alternateHref } from '@/lib/content/language-links';
import { parseHomepageTranslations } from '@/lib/content/languages';
import { parseNewsPage } from '@/lib/content/news-page';
import { parseNewsPost } from '@/features/editorial/templates/single/model';
import { toSiteHeader } from '@/lib/content/site-header';
import type { BackendResult } from '@/lib/backend-result';
import responses from './fixtures/wpgraphql-responses.json';

/** The parsed value; a test of a good answer fails here when there is none. */
function valueOf<T>(result: BackendResult<T>): T {
  if (!result.ok) throw new Error(`expected a value, got ${result.failure} ${result.detail ?? ''}`);
  return result.value;
}

/** Responses recorded from a real WordPress + WPGraphQL (the reference goldens), reviewACF added to the review. */

describe('parseArticle', () => {
  const guide = valueOf(parseArticle(responses.guide));

  it('reads a guide in a guide category as a guide, with every guide section', () => {
    expect(guide.kind).toBe('guide');
    expect(guide.title).toBe('Best wireless headphones 2024');
    expect(guide.description).toBe('We compared 24 pairs of wireless headphones for sound, comfort and battery life.');
    expect(guide.categories).toEqual([{ name: 'Electronics', slug: 'electronics', href: null }]);
    expect(guide.intro).toEqual({
      title: 'Our verdict in brief',
      text: expect.stringMatching(/^We spent three months/),
    });
    expect(guide.pickList?.items.map((item) => item.title)).toEqual([
      'Sound quality',
      'Noise cancelling',
      'Battery life',
    ]);
    expect(guide.author?.bio).toContain('\nShe leads the Price Guide test lab');
    expect(guide.cover).toEqual({
      url: 'http://127.0.0.1:8080/wp-content/uploads/2024/10/headphones-cover.png',
      alt: 'Over-ear wireless headphones',
    });
  });

  it('turns the comparison group into property rows and product columns with pricing ids', () => {
    expect(guide.comparison?.propertyNames).toEqual(['Battery life', 'Noise cancelling', 'Weight']);
    expect(guide.comparison?.columns[1]).toEqual({
      productId: 100871,
      productName: 'Bose QuietComfort Ultra',
      values: ['24 h', 'Yes', '254 g'],
    });
    expect(articleProductIds(guide)).toEqual([100234, 100871, 101502]);
    expect(guide.bulletPoints).toEqual(['Sony WH-1000XM5', 'Bose QuietComfort Ultra', 'JBL Tune 770NC']);
  });

  it('reads a review in a review category as a review, with the product it reviews', () => {
    const review = valueOf(parseArticle(responses.review));
    expect(review.kind).toBe('review');
    expect(review.reviewedProductId).toBe(778);
    expect(review.comparison).toBeNull();
    expect(articleProductIds(review)).toEqual([778]);
    expect(review.subheading).toBe('Big, fast and easy to clean.');
  });

  it('is not found for a missing node (unknown, or a draft the reader may not see)', () => {
    expect(parseArticle(null)).toEqual({ ok: false, failure: 'not-found' });
  });

  it('is an invalid answer, not a missing page, for a node in a shape we do not read, saying where', () => {
    expect(parseArticle({ ...responses.guide, databaseId: undefined })).toEqual({
      ok: false,
      failure: 'invalid-answer',
      detail: expect.stringMatching(/^article: databaseId: /),
    });
    expect(parseArticle({ ...responses.guide, title: { rendered: 'x' } })).toMatchObject({
      failure: 'invalid-answer',
      detail: expect.stringContaining('title'),
    });
  });
});

describe('other content', () => {
  it('reads a post with its author, date, categories and tags as links', () => {
    const post = valueOf(parseNewsPost(responses.post));
    expect(post.author?.name).toBe('Jane Writer');
    expect(post.published).toBe('2024-10-28T09:00:00');
    expect(post.categories).toEqual([{ name: 'News', slug: 'news', href: '/category/news/' }]);
    expect(post.tags).toEqual([{ name: 'Black Friday', slug: 'black-friday', href: '/tag/black-friday/' }]);
  });

  it('reads category and tag archives as lists of post links', () => {
    const category = valueOf(parseArchive(responses.categoryArchive));
    expect(category).toMatchObject({ kind: 'category', name: 'News' });
    expect(category.items.map((item) => item.href)).toEqual([
      '/new-robot-vacuums-tested/',
      '/smartphone-prices-drop-ahead-of-black-friday/',
    ]);
    expect(valueOf(parseArchive(responses.tagArchive))).toMatchObject({ kind: 'tag', name: 'Black Friday' });
    expect(parseArchive({ __typename: 'Comment' })).toEqual({ ok: false, failure: 'not-found' });
  });

  it('decodes rendered titles', () => {
    expect(valueOf(parseContentPage({ ...responses.page, title: 'Prices &amp; deals &#8211; explained' })).title).toBe(
      'Prices & deals – explained',
    );
  });

  it('reads the site header, with menu paths in the site form and # entries as plain labels', () => {
    const header = toSiteHeader(responses.header);
    expect(header.title).toBe('Price Guide');
    expect(header.menu.map((item) => [item.label, item.href])).toEqual([
      ['All Categories', '/cl/'],
      ['Guides', '/g/'],
      ['News', '/n/'],
      ['Services', null],
    ]);
  });

  it('reads a guide category with its guide cards and the news list with its paging', () => {
    const [group] = valueOf(parseGuidesIndex({ guideCategories: { nodes: [responses.guideCategory] } }));
    expect(group?.guides.map((guide) => [guide.title, guide.href])).toEqual([
      ['Best robot vacuums 2024', '/guide/best-robot-vacuums/'],
      ['Best wireless headphones 2024', '/guide/best-wireless-headphones/'],
    ]);
    const news = valueOf(parseNewsPage({ posts: responses.posts }));
    expect(news.posts).toHaveLength(3);
    expect(news).toMatchObject({ hasNextPage: false, endCursor: 'YXJyYXljb25uZWN0aW9uOjEw' });
  });
});

describe('languages', () => {
  const translations = {
    pages: {
      nodes: [
        {
          uri: '/',
          language: { slug: 'en', name: 'English' },
          translations: [
            { uri: '/uk/', language: { slug: 'uk', name: 'Українська' } },
            { uri: '/de/', language: { slug: 'de', name: 'Deutsch' } },
          ],
        },
      ],
    },
  };
  const locales = { all: ['en', 'uk'], default: 'en' };

  it('lists the homepage and its translations as dropdown entries (name, link, key)', () => {
    expect(parseHomepageTranslations(translations)).toEqual([
      { key: 'en', name: 'English', link: '/' },
      { key: 'uk', name: 'Українська', link: '/uk/' },
      { key: 'de', name: 'Deutsch', link: '/de/' },
    ]);
    expect(parseHomepageTranslations({ pages: { nodes: [] } })).toEqual([]);
  });

  it('links a language the site has a UI locale for to the same page, any other to its home', () => {
    const [en, uk, de] = parseHomepageTranslations(translations);
    expect(alternateHref(en!, '/guide/x/', locales)).toBe('/guide/x/');
    expect(alternateHref(uk!, '/guide/x/', locales)).toBe('/uk/guide/x/');
    expect(alternateHref(uk!, '/', locales)).toBe('/uk/');
    expect(alternateHref(de!, '/guide/x/', locales)).toBe('/de/');
  });
});
