import { describe, expect, it } from 'vitest';
import { compareShape, globalIdType } from './fixtures/wpgraphql/compare-shape.js';

describe('compareShape', () => {
  it('accepts different values of the same types', () => {
    expect(
      compareShape({ title: 'A', databaseId: 1, isFrontPage: false }, { title: 'B', databaseId: 7, isFrontPage: true }),
    ).toEqual([]);
  });

  it('reports missing and unexpected keys with their path', () => {
    expect(
      compareShape({ data: { page: { title: 'A', uri: '/a/' } } }, { data: { page: { title: 'A', slug: 'a' } } }),
    ).toEqual(['data.page.uri: missing', 'data.page.slug: unexpected']);
  });

  it('requires null exactly where the reference has null', () => {
    expect(compareShape({ featuredImage: null }, { featuredImage: { node: {} } })).toEqual([
      'featuredImage: expected null, got object',
    ]);
    expect(compareShape({ featuredImage: { node: {} } }, { featuredImage: null })).toEqual([
      'featuredImage: expected object, got null',
    ]);
  });

  it('lets a nullable id the reference only saw as null be a global id, and nothing else', () => {
    const options = { nullableIds: ['parentId'] };
    expect(compareShape({ parentId: null }, { parentId: 'cG9zdDo5Mw==' }, options)).toEqual([]);
    expect(compareShape({ parentId: null }, { parentId: 'Services' }, options)).toEqual([
      'parentId: expected null or a global id, got "Services"',
    ]);
    expect(compareShape({ parentId: null }, { parentId: 'cG9zdDo5Mw==' })).toEqual([
      'parentId: expected null, got string',
    ]);
  });

  it('reports a type change', () => {
    expect(compareShape({ databaseId: 14 }, { databaseId: '14' })).toEqual(['databaseId: expected number, got string']);
  });

  it('compares __typename values exactly', () => {
    expect(compareShape({ __typename: 'Guide' }, { __typename: 'Review' })).toEqual([
      '__typename: expected "Guide", got "Review"',
    ]);
  });

  it('checks that global ids keep their kind', () => {
    expect(compareShape({ id: 'cG9zdDoxNA==' }, { id: Buffer.from('post:99').toString('base64') })).toEqual([]);
    expect(compareShape({ id: 'cG9zdDoxNA==' }, { id: Buffer.from('term:99').toString('base64') })).toEqual([
      `id: expected a post: global id, got "${Buffer.from('term:99').toString('base64')}"`,
    ]);
  });

  it('keeps URLs as URLs and URIs as URIs', () => {
    expect(compareShape({ uri: '/guide/a/' }, { uri: 'http://x/guide/a/' })).toEqual([
      'uri: expected a path, got "http://x/guide/a/"',
    ]);
    expect(compareShape({ sourceUrl: 'http://a/x.png' }, { sourceUrl: 'https://b/y.svg' })).toEqual([]);
  });

  it('compares every item of a list with the reference items', () => {
    const expected = { nodes: [{ id: 'cG9zdDoxNA==', title: 'A' }] };
    expect(compareShape(expected, { nodes: [{ id: 'cG9zdDox', title: 'B' }, { id: 'cG9zdDoy' }] })).toEqual([
      'nodes[].title: missing',
    ]);
  });

  it('accepts any items where the reference list is empty, and refuses an empty list for a full one', () => {
    expect(compareShape({ tags: { nodes: [] } }, { tags: { nodes: [{ name: 'x' }] } })).toEqual([]);
    expect(compareShape({ tags: { nodes: [{ name: 'x' }] } }, { tags: { nodes: [] } })).toEqual([
      'tags.nodes: expected items, got none',
    ]);
    expect(
      compareShape({ tags: { nodes: [{ name: 'x' }] } }, { tags: { nodes: [] } }, { allowEmpty: ['tags.nodes'] }),
    ).toEqual([]);
  });

  it('treats data-keyed objects as maps of the same value shape', () => {
    const expected = { sizes: { medium: { width: 300 }, large: { width: 1024 } } };
    expect(compareShape(expected, { sizes: { full: { width: 1200 } } }, { mapKeys: ['sizes'] })).toEqual([]);
    expect(compareShape(expected, { sizes: { full: { width: '1200' } } }, { mapKeys: ['sizes'] })).toEqual([
      'sizes.full.width: expected number, got string',
    ]);
  });
});

describe('globalIdType', () => {
  it('reads the loader type of ids and cursors', () => {
    expect(globalIdType('cG9zdDoxNA==')).toBe('post');
    expect(globalIdType('dGVybTo1')).toBe('term');
    expect(globalIdType('cG9zdF90eXBlOmd1aWRl')).toBe('post_type');
    expect(globalIdType('YXJyYXljb25uZWN0aW9uOjEw')).toBe('arrayconnection');
  });

  it('ignores ordinary words', () => {
    expect(globalIdType('News')).toBeNull();
    expect(globalIdType('home')).toBeNull();
  });
});
