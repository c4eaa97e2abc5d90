import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAvailability } from '../src/pricing/feeds/attributes/availability.js';
import { gtin13, gtinCheckDigit, parseGtin } from '../src/pricing/feeds/attributes/gtin.js';
import { MAX_LINK_LENGTH, parseLink } from '../src/pricing/feeds/attributes/link.js';
import { parsePrice } from '../src/pricing/feeds/attributes/money.js';
import { parseShippingText, shippingCost } from '../src/pricing/feeds/attributes/shipping.js';
import { validateItem, type RawFeedItem } from '../src/pricing/feeds/feed-item.js';

/** The attribute rules of product feeds (Merchant Center's product data specification). */

describe('GTIN check digits', () => {
  it('computes GS1 check digits for each length', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gtinCheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
    expect(gtinCheckDigit('9638507')).toBe(4); // EAN-8 96385074
    expect(gtinCheckDigit('1001234567890')).toBe(2); // GTIN-14 10012345678902
  });

  it('accepts GTIN-8, -12, -13 and -14 and keeps them as 14 zero-padded digits', () => {
    expect(parseGtin('4006381333931')).toEqual({ ok: true, value: '04006381333931' });
    expect(parseGtin('036000291452')).toEqual({ ok: true, value: '00036000291452' });
    expect(parseGtin('96385074')).toEqual({ ok: true, value: '00000096385074' });
    expect(parseGtin('10012345678902')).toEqual({ ok: true, value: '10012345678902' });
    expect(parseGtin(' 4006381 333931 ')).toEqual({ ok: true, value: '04006381333931' });
  });

  it('makes a UPC-A and the EAN-13 with its leading zero one key', () => {
    expect(parseGtin('036000291452')).toEqual(parseGtin('0036000291452'));
  });

  it('refuses a wrong check digit, a wrong length, letters and all zeros, saying which', () => {
    expect(parseGtin('4006381333932')).toEqual({
      ok: false,
      reason: '"4006381333932" has a wrong check digit (2, expected 1)',
    });
    expect(parseGtin('40063813339')).toMatchObject({ ok: false, reason: expect.stringContaining('has 11 digits') });
    expect(parseGtin('40063813339A')).toMatchObject({ ok: false, reason: expect.stringContaining('digits only') });
    expect(parseGtin('00000000')).toMatchObject({ ok: false, reason: expect.stringContaining('all zeros') });
  });

  it('builds valid GTIN-13s from twelve digits', () => {
    expect(gtin13('400638133393')).toBe('4006381333931');
    expect(parseGtin(gtin13('500000000020')).ok).toBe(true);
  });
});

describe('prices and currency', () => {
  it('reads the specification form and its variants into pence', () => {
    expect(parsePrice('15.00 GBP')).toEqual({ ok: true, value: 1500 });
    expect(parsePrice('GBP 15.5')).toEqual({ ok: true, value: 1550 });
    expect(parsePrice('15GBP')).toEqual({ ok: true, value: 1500 });
    expect(parsePrice('1,299.99 gbp')).toEqual({ ok: true, value: 129999 });
  });

  it('refuses another currency, a missing currency and a price that is not a number', () => {
    expect(parsePrice('15.00 USD')).toEqual({ ok: false, reason: '"15.00 USD" is in USD; prices must be in GBP' });
    expect(parsePrice('15.00')).toEqual({ ok: false, reason: '"15.00" has no currency (write 15.00 GBP)' });
    expect(parsePrice('cheap GBP')).toMatchObject({ ok: false, reason: expect.stringContaining('is not a number') });
    expect(parsePrice('15,00 GBP')).toMatchObject({ ok: false, reason: expect.stringContaining('is not a number') });
    expect(parsePrice('')).toEqual({ ok: false, reason: 'is empty' });
  });

  it('keeps prices to whole pence, above zero and at most a million', () => {
    expect(parsePrice('1.999 GBP')).toMatchObject({ ok: false, reason: expect.stringContaining('two decimals') });
    expect(parsePrice('0.00 GBP')).toMatchObject({ ok: false, reason: expect.stringContaining('more than 0') });
    expect(parsePrice('0 GBP', { allowZero: true })).toEqual({ ok: true, value: 0 });
    expect(parsePrice('1000000.01 GBP')).toMatchObject({ ok: false, reason: expect.stringContaining('above') });
  });
});

describe('availability', () => {
  it('knows the four values, in either spelling and any case', () => {
    expect(parseAvailability('in_stock')).toEqual({ ok: true, value: true });
    expect(parseAvailability('In Stock')).toEqual({ ok: true, value: true });
    expect(parseAvailability('out of stock')).toEqual({ ok: true, value: false });
    expect(parseAvailability('preorder')).toEqual({ ok: true, value: false });
    expect(parseAvailability('backorder')).toEqual({ ok: true, value: false });
  });

  it('refuses anything else, listing the values', () => {
    expect(parseAvailability('maybe')).toEqual({
      ok: false,
      reason: '"maybe" is not one of in_stock, out_of_stock, preorder, backorder',
    });
  });
});

describe('links and shipping', () => {
  it('accepts absolute http(s) links only', () => {
    expect(parseLink('https://shop.example/p/1')).toEqual({ ok: true, value: 'https://shop.example/p/1' });
    expect(parseLink('ftp://shop.example/p/1')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('http(s)'),
    });
    expect(parseLink('javascript:alert(1)')).toMatchObject({ ok: false });
    expect(parseLink('/p/1')).toMatchObject({ ok: false, reason: expect.stringContaining('absolute') });
  });

  /** What parseLink answers when every link goes through the WHATWG parser. */
  const parsedByUrl = (raw: string) => {
    const text = raw.trim();
    if (text.length > MAX_LINK_LENGTH) return { ok: false, reason: `is longer than ${MAX_LINK_LENGTH} characters` };
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return { ok: false, reason: `"${raw}" is not an absolute URL` };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { ok: false, reason: `"${raw}" is not an http(s) link` };
    return { ok: true, value: url.href };
  };

  it('reads every link as the WHATWG parser does, however it is spelt', () => {
    const schemes = [
      'https://',
      'http://',
      'HTTPS://',
      'Http://',
      'ftp://',
      'https:/',
      'https:///',
      'https://user:pw@',
    ];
    const hosts = [
      'shop.example',
      'Shop.Example',
      'sub-domain.shop.co.uk',
      'a1.b2.c3',
      'xn--bcher-kva.example',
      'shop.xn--p1ai',
      'xn--a.example',
      'shop.xn--zz',
      'bücher.example',
      '127.0.0.1',
      '0x7f.1',
      '1.2.3',
      'shop.123',
      'shop.0x1f',
      'shop.example.',
      'a..example',
      '-a.example',
      'a-.example',
      'localhost',
      'shop.example:443',
      'shop.example:8080',
      'sh op.example',
      '[::1]',
      '',
    ];
    const tails = [
      '',
      '/',
      '/p/1',
      '/p/1.html',
      '/./',
      '/..',
      '/../x',
      '/%2e/',
      '/%2E%2e/',
      '/.well-known/x',
      '/a b',
      '/"q"',
      "/it's",
      '/<x>',
      '/^',
      '/{x}',
      '/|',
      '/`',
      '/\\x',
      '/ü',
      '/%zz',
      '/%41',
      '/~user',
      '/a;b=c,d',
      '/@:!$&()*+',
      '?',
      '?q=1&r=2',
      "?a='b'",
      '?x=/../',
      '?q=a b',
      '#top',
      '\t',
      ' ',
    ];
    const links = ['', 'javascript:alert(1)', 'mailto:shop@example.com', `https://shop.example/${'a'.repeat(2_000)}`];
    // Every scheme, host and tail together, then longer tails of a few pieces.
    for (const scheme of schemes)
      for (const host of hosts)
        for (const tail of tails) links.push(`${scheme}${host}${tail}`, ` ${scheme}${host}/p${tail}`);
    let seed = 7;
    const pick = <T>(list: readonly T[]): T => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return list[Math.floor(seed / 2 ** 16) % list.length]!;
    };
    for (let count = 0; count < 3_000; count++)
      links.push(`https://${pick(hosts)}${Array.from({ length: 2 + (count % 3) }, () => pick(tails)).join('')}`);
    for (const link of links) expect(parseLink(link), link).toEqual(parsedByUrl(link));
  });

  describe('without the WHATWG parser', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('takes a link already as it would write it as it is', () => {
      const parser = vi.fn(function refuse() {
        throw new TypeError('Invalid URL');
      });
      vi.stubGlobal('URL', parser);
      expect(parseLink(' https://shop.example/p/1?colour=red&size=2 ')).toEqual({
        ok: true,
        value: 'https://shop.example/p/1?colour=red&size=2',
      });
      expect(parser).not.toHaveBeenCalled();
      parseLink('https://Shop.Example/p/1');
      expect(parser).toHaveBeenCalledOnce();
    });
  });

  it('takes the cheapest shipping to Great Britain, from the text or the element form', () => {
    expect(parseShippingText('GB:::4.99 GBP,IE:::9.99 GBP')).toEqual([
      { country: 'GB', price: '4.99 GBP' },
      { country: 'IE', price: '9.99 GBP' },
    ]);
    expect(shippingCost(parseShippingText('IE:::1.00 GBP,GB::Express:6.99 GBP,GB::Standard:3.49 GBP'))).toEqual({
      ok: true,
      value: 349,
    });
    expect(shippingCost([{ country: '', price: '0 GBP' }])).toEqual({ ok: true, value: 0 });
    expect(shippingCost([{ country: 'FR', price: '2 GBP' }])).toEqual({ ok: true, value: null });
    expect(shippingCost([{ country: 'GB', price: '2 EUR' }])).toMatchObject({ ok: false });
  });
});

describe('an item', () => {
  const raw = (values: RawFeedItem['values'], shipping: RawFeedItem['shipping'] = []): RawFeedItem => ({
    row: 7,
    values: {
      id: 'SKU-1',
      title: 'Kettle',
      link: 'https://shop.example/kettle',
      price: '30.00 GBP',
      availability: 'in_stock',
      ...values,
    },
    shipping,
  });

  it('uses a lower sale price as the price and the regular price as the "was" price', () => {
    const { item, problems } = validateItem(raw({ sale_price: '24.99 GBP', gtin: '4006381333931' }));
    expect(problems).toEqual([]);
    expect(item).toMatchObject({ price: 2499, originalPrice: 3000, inStock: true, gtin: '04006381333931' });
  });

  it('reports every unusable attribute of a row as invalid, with the row and the item id', () => {
    const { item, problems } = validateItem(
      raw({ price: '30.00 EUR', link: 'mailto:shop@example.com', availability: 'soon' }),
    );
    expect(item).toBeNull();
    expect(problems.map((problem) => [problem.row, problem.itemId, problem.kind, problem.field])).toEqual([
      [7, 'SKU-1', 'invalid', 'link'],
      [7, 'SKU-1', 'invalid', 'price'],
      [7, 'SKU-1', 'invalid', 'availability'],
    ]);
  });

  it('keeps an item whose GTIN fails its check digit, without the GTIN, and warns', () => {
    const { item, problems } = validateItem(raw({ gtin: '4006381333932' }));
    expect(item?.gtin).toBeNull();
    expect(problems).toEqual([
      expect.objectContaining({ kind: 'warning', field: 'gtin', message: expect.stringContaining('check digit') }),
    ]);
  });

  it('needs an id, a price, a link and an availability', () => {
    const { item, problems } = validateItem({ row: 3, values: { title: 'x' }, shipping: [] });
    expect(item).toBeNull();
    expect(problems.map((problem) => problem.message)).toEqual([
      'id is missing',
      'link is missing',
      'price is missing',
      'availability is missing',
    ]);
  });
});
