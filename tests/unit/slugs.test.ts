import { describe, expect, it } from 'vitest';
import { categoryPath, categorySlug, parseSlugWithId, productPath, productSlug } from '@/lib/catalogue/slugs';

describe('categorySlug', () => {
  it('removes spaces', () => expect(categorySlug('Smart Home Devices')).toBe('SmartHomeDevices'));
  it('turns slashes and commas into hyphens', () => expect(categorySlug('TV/Audio, Video')).toBe('TV-Audio-Video'));
  it('keeps non-Latin letters', () => expect(categorySlug('Побутова техніка')).toBe('Побутоватехніка'));
  it('keeps an ampersand for the path builder to escape', () =>
    expect(categorySlug('Home & Kitchen')).toBe('Home&Kitchen'));
  it('handles an empty name', () => expect(categorySlug('')).toBe(''));
});

describe('categoryPath', () => {
  it('escapes the ampersand and ends in the id and a slash', () =>
    expect(categoryPath('Home & Kitchen', 3)).toBe('/cl/Home%26Kitchen-3/'));
  it('percent-encodes non-Latin letters so the href is valid', () =>
    expect(categoryPath('Ноутбуки', 12)).toBe(`/cl/${encodeURIComponent('Ноутбуки')}-12/`));
});

describe('productSlug', () => {
  it('turns each non-alphanumeric into a hyphen', () =>
    expect(productSlug('Sony WH-1000XM5 (Black)')).toBe('Sony-WH-1000XM5--Black-'));
  it('keeps letters of any script and digits', () => expect(productSlug('Кавоварка 3000')).toBe('Кавоварка-3000'));
  it('turns &, / and , into hyphens', () => expect(productSlug('A&B/C,D')).toBe('A-B-C-D'));
});

describe('productPath', () => {
  it('builds /p/{slug}-{id}/', () => expect(productPath('Apple iPhone 15', 42)).toBe('/p/Apple-iPhone-15-42/'));
});

describe('parseSlugWithId', () => {
  it('takes the last hyphen-separated part as the id', () =>
    expect(parseSlugWithId('Sony-WH-1000XM5-17')).toEqual({ slug: 'Sony-WH-1000XM5', id: 17 }));
  it('keeps trailing hyphens of the name in the slug', () =>
    expect(parseSlugWithId('Pro--256GB--12')).toEqual({ slug: 'Pro--256GB-', id: 12 }));
  it('accepts a bare id', () => expect(parseSlugWithId('17')).toEqual({ slug: '', id: 17 }));
  it.each(['abc-xyz', 'foo-0', 'foo-1e3', 'foo- 1', 'foo-1.5', 'foo-', '', 'foo-01', 'foo-99999999999999999999'])(
    'rejects %j',
    (value) => expect(parseSlugWithId(value)).toBeNull(),
  );
});
