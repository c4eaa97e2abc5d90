import { describe, expect, it } from 'vitest';
import { formatArticleDate, isoDate } from '@/lib/content/article-date';
import { articleKind, articlePath } from '@/lib/content/article-kind';
import { headingHref, headingId, uniqueHeadingIds } from '@/lib/content/heading-ids';
import { countWords, readingMinutes } from '@/lib/content/read-time';

describe('heading ids', () => {
  it('are the heading text with all whitespace removed', () => {
    expect(headingId('Our top picks')).toBe('Ourtoppicks');
    expect(headingId('  What\tto\nlook   for ')).toBe('Whattolookfor');
    expect(headingId('Як обрати навушники')).toBe('Якобратинавушники');
  });

  it('keep punctuation, which an id may hold', () => {
    expect(headingId('Should you wait?')).toBe('Shouldyouwait?');
  });

  it('number repeated headings so every id is unique', () => {
    expect(uniqueHeadingIds(['FAQ', 'Price', 'F A Q', 'FAQ'])).toEqual(['FAQ', 'Price', 'FAQ-2', 'FAQ-3']);
  });

  it('give an empty heading a usable id', () => {
    expect(uniqueHeadingIds(['', ' '])).toEqual(['section', 'section-2']);
  });

  it('link with the id escaped for a URL fragment', () => {
    expect(headingHref('100%tested')).toBe('#100%25tested');
    expect(headingHref('Ourtoppicks')).toBe('#Ourtoppicks');
  });
});

describe('read time', () => {
  it('counts words in any script, ignoring punctuation', () => {
    expect(countWords('Battery life, noise cancelling — and weight!')).toBe(6);
    expect(countWords('Ціни на смартфони падають')).toBe(4);
    expect(countWords("Sony's WH-1000XM5 costs £300")).toBe(4);
    expect(countWords('  ')).toBe(0);
  });

  it('is under a minute below 150 words', () => {
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(149)).toBe(0);
  });

  it('is 150 words a minute, rounded up', () => {
    expect(readingMinutes(150)).toBe(1);
    expect(readingMinutes(151)).toBe(2);
    expect(readingMinutes(300)).toBe(2);
    expect(readingMinutes(1001)).toBe(7);
  });
});

describe('article kind', () => {
  it('is a guide when the node sits in a guide category', () => {
    expect(articleKind({ guideCategories: [{ slug: 'electronics' }], reviewCategories: [] })).toBe('guide');
  });

  it('is a guide even when it also sits in a review category: guide categories win', () => {
    expect(articleKind({ guideCategories: [{ slug: 'electronics' }], reviewCategories: [{ slug: 'kitchen' }] })).toBe(
      'guide',
    );
  });

  it('is a review when it sits only in a review category', () => {
    expect(articleKind({ guideCategories: [], reviewCategories: [{ slug: 'kitchen' }] })).toBe('review');
  });

  it('is a plain article in neither', () => {
    expect(articleKind({ guideCategories: [], reviewCategories: [] })).toBe('article');
  });

  it('links guides under /guide/ and everything else under /review/', () => {
    expect(articlePath('guide', 'best-robot-vacuums')).toBe('/guide/best-robot-vacuums/');
    expect(articlePath('review', 'philips-airfryer-xxl-review')).toBe('/review/philips-airfryer-xxl-review/');
  });
});

describe('article dates', () => {
  it('are written Mon D, YYYY in en-US', () => {
    expect(formatArticleDate('2024-10-10T09:00:00')).toBe('Oct 10, 2024');
    expect(formatArticleDate('2024-09-01T10:05:00')).toBe('Sep 1, 2024');
    expect(formatArticleDate('2024-12-31')).toBe('Dec 31, 2024');
  });

  it('keep the calendar day WordPress wrote, whatever the time of day or zone', () => {
    expect(formatArticleDate('2024-11-04T23:59:59')).toBe('Nov 4, 2024');
    expect(formatArticleDate('2024-11-05T00:00:00')).toBe('Nov 5, 2024');
  });

  it('are absent for a missing or impossible date', () => {
    expect(formatArticleDate(null)).toBeNull();
    expect(formatArticleDate('')).toBeNull();
    expect(formatArticleDate('yesterday')).toBeNull();
    expect(formatArticleDate('2024-02-30T00:00:00')).toBeNull();
  });

  it('give the machine-readable date for <time>', () => {
    expect(isoDate('2024-10-10T09:00:00')).toBe('2024-10-10');
    expect(isoDate(undefined)).toBeNull();
  });
});
