import { describe, expect, it } from 'vitest';
import { toContentUri } from '@/lib/content/content-uri';
import { newsPageNumber, postsBefore, skipChunks } from '@/lib/content/paging';

describe('toContentUri', () => {
  it('resolves paths without their query strings', () => {
    expect(toContentUri('/about/?utm_source=mail')).toBe('/about/');
    expect(toContentUri('/guide/best-robot-vacuums/')).toBe('/guide/best-robot-vacuums/');
    expect(toContentUri('/?utm_source=mail')).toBe('/');
  });

  it("keeps WordPress's own ?p= and ?page_id= on the home URL, where drafts live", () => {
    expect(toContentUri('/?p=13')).toBe('/?p=13');
    expect(toContentUri('/?page_id=9&utm=x')).toBe('/?page_id=9');
    expect(toContentUri('/about/?p=13')).toBe('/about/');
  });

  it("resolves another language's home at /{locale}/, which Faust leaves unprefixed", () => {
    const uk = { locale: 'uk', defaultLocale: 'en' };
    expect(toContentUri('/', uk)).toBe('/uk/');
    expect(toContentUri('/uk/?p=13', uk)).toBe('/uk/?p=13');
    expect(toContentUri('/uk/guide/x/?ref=1', uk)).toBe('/uk/guide/x/');
    expect(toContentUri('/', { locale: 'en', defaultLocale: 'en' })).toBe('/');
  });
});

describe('news paging', () => {
  it('reads ?page=N, page 1 when absent', () => {
    expect(newsPageNumber(undefined)).toBe(1);
    expect(newsPageNumber('1')).toBe(1);
    expect(newsPageNumber('12')).toBe(12);
  });

  it('refuses anything that is not a page number', () => {
    for (const bad of ['0', '-1', '1.5', '2x', '', ' 2', '01', '9999999']) expect(newsPageNumber(bad)).toBeNull();
    expect(newsPageNumber(['1', '2'])).toBeNull();
  });

  it('skips the posts of earlier pages in chunks WPGraphQL accepts', () => {
    expect(postsBefore(1)).toBe(0);
    expect(postsBefore(3)).toBe(20);
    expect(skipChunks(0)).toEqual([]);
    expect(skipChunks(20)).toEqual([20]);
    expect(skipChunks(250)).toEqual([100, 100, 50]);
  });
});
