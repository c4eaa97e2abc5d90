import { describe, expect, it } from 'vitest';
import { firstParagraphText, metaDescription, summarize } from '@/lib/content/meta-description';

describe('firstParagraphText', () => {
  it('finds the first paragraph with words, inside blocks, skipping figures and tables', () => {
    const html =
      '<figure><p>Caption</p></figure><div class="intro"><p> </p><p>Robot vacuums&nbsp;save <strong>hours</strong>.</p></div><p>Later</p>';
    expect(firstParagraphText(html)).toBe('Robot vacuums\u00a0save hours.'.replace(/\s+/g, ' '));
  });

  it('is empty without paragraphs or content', () => {
    expect(firstParagraphText('<h2>Only a heading</h2>')).toBe('');
    expect(firstParagraphText(null)).toBe('');
  });
});

describe('metaDescription', () => {
  it('takes the item’s own description first', () => {
    expect(metaDescription('The best TVs, tested.', '<p>Body</p>', 'A site')).toBe('The best TVs, tested.');
  });

  it('falls back to the first paragraph, then to the site’s description', () => {
    expect(metaDescription('  ', '<p>From the body.</p>', 'A site')).toBe('From the body.');
    expect(metaDescription(null, '<h2>No words</h2>', 'Compare prices')).toBe('Compare prices');
  });

  it('is null when nothing has words', () => {
    expect(metaDescription('', '', '')).toBeNull();
    expect(metaDescription(undefined, null, null)).toBeNull();
  });

  it('shortens a long text at a word boundary', () => {
    const long = 'word '.repeat(60);
    const description = metaDescription(long, null, null)!;
    expect(description.length).toBeLessThanOrEqual(161);
    expect(description.endsWith('word…')).toBe(true);
    expect(summarize('short')).toBe('short');
  });
});
