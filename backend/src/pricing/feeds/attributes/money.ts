import type { Parsed } from './gtin.js';

/** The service's currency: every price it keeps is in pounds (see openapi.yaml). */
export const FEED_CURRENCY = 'GBP';
/** The highest price the back office accepts, in pence; a feed keeps to the same. */
export const MAX_PRICE_PENCE = 100_000_000;

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?`;
/** "12.99 GBP" (the specification's form), "GBP 12.99" and "12.99GBP". */
const PRICE_FORMS = [new RegExp(`^${AMOUNT}\\s*([A-Za-z]{3})$`), new RegExp(`^([A-Za-z]{3})\\s*${AMOUNT}$`)];

const PLAIN_SUFFIX = ` ${FEED_CURRENCY}`;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
/** More whole digits than this are always above MAX_PRICE_PENCE (and stay exact as a number). */
const MAX_WHOLE_DIGITS = 9;

/**
 * The pence of a price written as nearly every feed writes it, "562.05 GBP" (digits, up to two
 * decimals, one space, the service's currency), read a character at a time; null for any other
 * form. A million-item feed made 0.7 GB of pattern matches and their strings through parsePrice.
 */
function plainPricePence(text: string): number | null {
  const end = text.length - PLAIN_SUFFIX.length;
  if (end < 1 || !text.endsWith(PLAIN_SUFFIX)) return null;
  let whole = 0;
  let index = 0;
  for (; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code < ZERO || code > NINE) break;
    whole = whole * 10 + (code - ZERO);
  }
  if (index === 0 || index > MAX_WHOLE_DIGITS) return null;
  let pence = whole * 100;
  if (index === end) return pence;
  const decimals = end - index - 1;
  if (text.charCodeAt(index) !== DOT || decimals < 1 || decimals > 2) return null;
  for (let place = 0, weight = 10; place < decimals; place++, weight = 1) {
    const code = text.charCodeAt(index + 1 + place);
    if (code < ZERO || code > NINE) return null;
    pence += (code - ZERO) * weight;
  }
  return pence;
}

/**
 * A Merchant Center price ("1,299.00 GBP") in pence. The currency is required and must be the
 * service's; at most two decimals; above zero unless `allowZero` (shipping); at most a million.
 */
export function parsePrice(raw: string, options: { allowZero?: boolean } = {}): Parsed<number> {
  const plain = plainPricePence(raw);
  if (plain !== null && plain > 0 && plain <= MAX_PRICE_PENCE) return { ok: true, value: plain };
  return parsePriceAnyForm(raw, options);
}

/** parsePrice by its patterns alone, whatever the form: what the plain reading must agree with. */
export function parsePriceAnyForm(raw: string, { allowZero = false } = {}): Parsed<number> {
  const text = raw.trim();
  if (!text) return { ok: false, reason: 'is empty' };
  let whole: string | undefined;
  let fraction: string | undefined;
  let currency: string | undefined;
  const suffixed = PRICE_FORMS[0]!.exec(text);
  const prefixed = suffixed ? null : PRICE_FORMS[1]!.exec(text);
  if (suffixed) [, whole, fraction, currency] = suffixed;
  else if (prefixed) [, currency, whole, fraction] = prefixed;
  else if (/^\d+(?:\.\d+)?$/.test(text))
    return { ok: false, reason: `"${raw}" has no currency (write ${text} ${FEED_CURRENCY})` };
  else return { ok: false, reason: `"${raw}" is not a number with a currency (like 12.99 ${FEED_CURRENCY})` };
  if (currency!.toUpperCase() !== FEED_CURRENCY)
    return { ok: false, reason: `"${raw}" is in ${currency!.toUpperCase()}; prices must be in ${FEED_CURRENCY}` };
  if (fraction !== undefined && fraction.length > 2)
    return { ok: false, reason: `"${raw}" has more than two decimals` };
  const pence = Number(whole!.replace(/,/g, '')) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  if (pence > MAX_PRICE_PENCE)
    return { ok: false, reason: `"${raw}" is above ${MAX_PRICE_PENCE / 100} ${FEED_CURRENCY}` };
  if (pence === 0 && !allowZero) return { ok: false, reason: `"${raw}" must be more than 0` };
  return { ok: true, value: pence };
}
