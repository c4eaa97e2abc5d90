import { Kind, parse, print, visit, type DocumentNode, type FieldNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GUIDE_CATEGORY_CHOICES, NEWS_CATEGORY_CHOICES } from '@/features/editorial/categories/fragments';
import { GUIDES_INDEX_QUERY } from '@/features/editorial/guides/queries';
import { NEWS_PAGE_QUERY } from '@/features/editorial/news/queries';
import { parseCategoryChoices, parseCategoryParam } from '@/lib/content/editorial-categories';
import { editorialListHref } from '@/lib/content/editorial-list';
import { readGoldenFile, readGoldenJson } from '../../backend/tests/fixtures/wpgraphql/goldens';

/** Every selection of a root field in a document, printed (fragments included). */
function rootSelections(document: DocumentNode, field: string): string[] {
  const found: string[] = [];
  visit(document, {
    [Kind.FIELD]: (node: FieldNode, _key, _parent, path) => {
      // A root field sits directly in an operation's or a RootQuery fragment's selection set.
      if (node.name.value === field && path.length === 5) found.push(print(node));
    },
  });
  return found;
}

const golden = (name: string) => parse(readGoldenFile(name, '.graphql')!);

describe('the news and guide category queries (docs/PRODUCT.md §7: first 100, id, name, slug)', () => {
  it('ask exactly what the reference WordPress was asked', () => {
    expect(rootSelections(NEWS_CATEGORY_CHOICES, 'categories')).toEqual(
      rootSelections(golden('categories'), 'categories'),
    );
    expect(rootSelections(GUIDE_CATEGORY_CHOICES, 'guideCategories')).toEqual(
      rootSelections(golden('guide-categories'), 'guideCategories'),
    );
    for (const [fragment, field] of [
      [NEWS_CATEGORY_CHOICES, 'categories'],
      [GUIDE_CATEGORY_CHOICES, 'guideCategories'],
    ] as const) {
      expect(rootSelections(fragment, field)).toHaveLength(1);
      expect(rootSelections(fragment, field)[0]!.replace(/\s+/g, ' ')).toBe(
        `${field}(first: 100) { nodes { id name slug } }`,
      );
    }
  });

  it('are part of the /n/ and /g/ page queries', () => {
    const spreads = (document: DocumentNode) => print(document).match(/\.\.\.\w+CategoryChoices/g);
    expect(spreads(NEWS_PAGE_QUERY)).toEqual(['...NewsCategoryChoices']);
    expect(spreads(GUIDES_INDEX_QUERY)).toEqual(['...GuideCategoryChoices']);
  });

  it("read the recorded answers as choices, in the backend's order", () => {
    expect(parseCategoryChoices((readGoldenJson('categories') as { data: unknown }).data, 'categories')).toEqual([
      { id: 'dGVybToz', name: 'Deals', slug: 'deals' },
      { id: 'dGVybToy', name: 'News', slug: 'news' },
      { id: 'dGVybTox', name: 'Uncategorized', slug: 'uncategorized' },
    ]);
    expect(
      parseCategoryChoices((readGoldenJson('guide-categories') as { data: unknown }).data, 'guideCategories'),
    ).toEqual([{ id: 'dGVybTo1', name: 'Electronics', slug: 'electronics' }]);
  });

  it('leave out terms without a name or slug, and are empty for an answer of another shape', () => {
    const nodes = [
      { id: 'a', name: 'Deals', slug: 'deals' },
      { id: 'b', name: null, slug: 'x' },
      { id: 'c', name: 'Y', slug: '' },
      null,
    ];
    expect(parseCategoryChoices({ categories: { nodes } }, 'categories')).toEqual([
      { id: 'a', name: 'Deals', slug: 'deals' },
    ]);
    expect(parseCategoryChoices({ categories: 'nope' }, 'categories')).toEqual([]);
    expect(parseCategoryChoices({}, 'guideCategories')).toEqual([]);
  });
});

describe('the ?category= parameter', () => {
  it('is "All" when absent, the slug when it can be one, and no page otherwise', () => {
    expect(parseCategoryParam(undefined)).toBeUndefined();
    expect(parseCategoryParam('price-watch')).toBe('price-watch');
    expect(parseCategoryParam('%d0%bd%d0%be')).toBe('%d0%bd%d0%be');
    for (const bad of ['', 'Deals', 'a b', '../x', 'x'.repeat(201)]) expect(parseCategoryParam(bad), bad).toBeNull();
    expect(parseCategoryParam(['deals', 'news'])).toBeNull();
  });

  it('is left out of links for "All" and page 1', () => {
    expect(editorialListHref('/n/', null)).toBe('/n/');
    expect(editorialListHref('/g/', 'electronics')).toBe('/g/?category=electronics');
    expect(editorialListHref('/n/', 'deals', 2)).toBe('/n/?category=deals&page=2');
    expect(editorialListHref('/n/', null, 3)).toBe('/n/?page=3');
  });
});
