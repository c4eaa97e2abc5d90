import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAvailability } from '../src/pricing/feeds/attributes/availability.js';
import { gtin13, parseGtin, parseGtinAnyForm } from '../src/pricing/feeds/attributes/gtin.js';
import { parsePrice, parsePriceAnyForm } from '../src/pricing/feeds/attributes/money.js';

/**
 * Prices and GTINs written as nearly every feed writes them are read a character at a time; any
 * other spelling goes through the patterns. Both readings must give the same answer for anything.
 */

const cross = (...parts: string[][]): string[] =>
  parts.reduce<string[]>((texts, part) => texts.flatMap((text) => part.map((piece) => text + piece)), ['']);

describe('a price written plainly', () => {
  const wholes = ['', '0', '00', '1', '7', '12', '007', '999999', '1000000', '1000001', '123456789', '1234567890'];
  const fractions = ['', '.', '.0', '.00', '.5', '.05', '.50', '.99', '.999', '.1.2', ',00', '.x', '.0 '];
  const currencies = [' GBP', 'GBP', '  GBP', ' gbp', ' Gbp', ' USD', ' GB', ' GBPX', '', '\tGBP', ' GBP ', ' GBP\n'];
  const corpus = [
    ...cross(['', ' ', '+', '-', '£', '\u0661'], wholes, fractions, currencies),
    ...cross(['GBP ', 'GBP', 'gbp '], wholes, fractions),
    ...cross(['1,299', '12,345,678', '1,2', '1,299,'], fractions, [' GBP']),
  ];

  it('is read as the patterns read it, whatever the spelling', () => {
    expect(corpus.length).toBeGreaterThan(10_000);
    for (const text of corpus) {
      expect(parsePrice(text), text).toEqual(parsePriceAnyForm(text));
      expect(parsePrice(text, { allowZero: true }), text).toEqual(parsePriceAnyForm(text, { allowZero: true }));
    }
  });

  describe('without the patterns', () => {
    afterEach(() => vi.restoreAllMocks());

    it('reads the usual form a character at a time', () => {
      const exec = vi.spyOn(RegExp.prototype, 'exec');
      const test = vi.spyOn(RegExp.prototype, 'test');
      expect(parsePrice('562.05 GBP')).toEqual({ ok: true, value: 56_205 });
      expect(parsePrice('1.5 GBP')).toEqual({ ok: true, value: 150 });
      expect(parsePrice('1000000 GBP')).toEqual({ ok: true, value: 100_000_000 });
      expect(parsePrice('0.01 GBP')).toEqual({ ok: true, value: 1 });
      expect(exec).not.toHaveBeenCalled();
      expect(test).not.toHaveBeenCalled();
    });
  });
});

describe('a GTIN written plainly', () => {
  const valid = [gtin13('500000000001'), '96385074', '036000291452', '10012345678902', gtin13('000000000001')];
  const corpus = [
    ...valid,
    ...valid.flatMap((gtin) => [
      // Every other last digit, every length around the right ones, and the same digits spelt otherwise.
      ...Array.from({ length: 10 }, (_, digit) => gtin.slice(0, -1) + digit),
      gtin.slice(1),
      `0${gtin}`,
      `${gtin}0`,
      ` ${gtin}`,
      `${gtin} `,
      `${gtin.slice(0, 4)}-${gtin.slice(4)}`,
      `${gtin.slice(0, 4)} ${gtin.slice(4)}`,
      `${gtin.slice(0, -1)}x`,
      `\u0660${gtin.slice(1)}`,
    ]),
    ...[0, 1, 7, 8, 11, 12, 13, 14, 15].map((length) => '0'.repeat(length)),
    '',
    '00000000000000',
  ];

  it('is read as the patterns read it, whatever the spelling', () => {
    for (const text of corpus) expect(parseGtin(text), text).toEqual(parseGtinAnyForm(text));
    expect(corpus.filter((text) => parseGtin(text).ok).length).toBeGreaterThan(valid.length * 2);
  });

  it('checks the digits without the patterns', () => {
    const replace = vi.spyOn(String.prototype, 'replace');
    const test = vi.spyOn(RegExp.prototype, 'test');
    expect(parseGtin('96385074')).toEqual({ ok: true, value: '00000096385074' });
    expect(parseGtin('10012345678902')).toEqual({ ok: true, value: '10012345678902' });
    expect(replace).not.toHaveBeenCalled();
    expect(test).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('availability', () => {
  it('is only one of the four values, never a name every object has', () => {
    for (const text of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect(parseAvailability(text)).toMatchObject({ ok: false });
  });
});
