import { describe, expect, it } from 'vitest';
import { absoluteUrl, pathOf } from '@/components/seo/site-urls';

describe('pathOf', () => {
  it('drops the query and the hash', () => expect(pathOf('/cl/x-1/?sort=newest#top')).toBe('/cl/x-1/'));
  it('adds the trailing slash a page generated on demand may lack', () =>
    expect(pathOf('/privatlan')).toBe('/privatlan/'));
  it('keeps the root', () => expect(pathOf('/')).toBe('/'));
});

describe('absoluteUrl', () => {
  it('has no prefix in the default language and /uk in Ukrainian', () => {
    expect(absoluteUrl('/cl/')).toBe('http://localhost:3000/cl/');
    expect(absoluteUrl('/cl/', 'uk')).toBe('http://localhost:3000/uk/cl/');
    expect(absoluteUrl('/', 'uk')).toBe('http://localhost:3000/uk/');
  });
});
