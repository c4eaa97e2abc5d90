import { describe, expect, it } from 'vitest';
import { discountPercent, displayPrice, formatPrice, imageFit, randomString } from '@/lib/catalogue/price';

const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('rounds down to whole units', () => expect(formatPrice(99.99)).toBe('£99'));
  it('groups thousands the Swedish way', () => expect(nbsp(formatPrice(1299.5)!)).toBe('£1 299'));
  it('formats huge numbers', () => expect(nbsp(formatPrice(1234567890)!)).toBe('£1 234 567 890'));
  it('shows zero', () => expect(formatPrice(0)).toBe('£0'));
  it.each([[null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY], [-5]])('gives nothing for %s', (value) =>
    expect(formatPrice(value as number)).toBeNull(),
  );
  it('uses the configured symbol and locale', () =>
    expect(nbsp(formatPrice(1500, { locale: 'en-GB', currencySymbol: '€' })!)).toBe('€1,500'));
});

describe('discountPercent', () => {
  it('is the rounded percentage of the drop', () => expect(discountPercent(75, 100)).toBe(25));
  it('rounds to the nearest whole percent', () => expect(discountPercent(66.5, 100)).toBe(34));
  it.each([
    ['equal prices', 100, 100],
    ['original below current', 120, 100],
    ['zero price', 0, 100],
    ['zero original', 50, 0],
    ['missing price', null, 100],
    ['missing original', 50, undefined],
    ['negative price', -10, 100],
    ['NaN', Number.NaN, 100],
  ])('is nothing for %s', (_label, price, original) =>
    expect(discountPercent(price as number, original as number)).toBeNull(),
  );
  it('handles huge numbers', () => expect(discountPercent(1e12, 2e12)).toBe(50));
});

describe('displayPrice', () => {
  it('is the current price when there is one', () => expect(displayPrice(80, 100)).toBe(80));
  it('falls back to the original when the price is 0', () => expect(displayPrice(0, 100)).toBe(100));
  it('falls back to the original when the price is missing', () => expect(displayPrice(null, 100)).toBe(100));
  it('is nothing when neither is usable', () => expect(displayPrice(undefined, 0)).toBeNull());
});

describe('imageFit', () => {
  it('contains an image taller than 1.5 times its width', () => expect(imageFit(100, 151)).toBe('contain'));
  it('covers an image exactly 1.5 times as tall', () => expect(imageFit(100, 150)).toBe('cover'));
  it('covers a wide image', () => expect(imageFit(300, 200)).toBe('cover'));
  it('covers when the size is unknown', () => expect(imageFit(0, 0)).toBe('cover'));
});

describe('randomString', () => {
  it('has the asked length and only lower-case letters and digits 1-9', () => {
    const value = randomString(500);
    expect(value).toHaveLength(500);
    expect(value).toMatch(/^[a-z1-9]+$/);
  });
  it('never produces 0 even at the edges of the random source', () => {
    expect(randomString(3, () => 0)).toBe('aaa');
    expect(randomString(3, () => 0.9999999)).toBe('999');
  });
  it('is empty for zero or negative lengths', () => {
    expect(randomString(0)).toBe('');
    expect(randomString(-2)).toBe('');
  });
});
