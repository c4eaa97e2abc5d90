import type { Parsed } from './gtin.js';

/** The service's currency: every price it keeps is in pounds (see openapi.yaml). */
export const FEED_CURRENCY = 'GBP';
/** The highest price the back office accepts, in pence; a feed keeps to the same. */
export const MAX_PRICE_PENCE = 100_000_000;

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?`;
/** "12.99 GBP" (the specification's form), "GBP 12.99" and "12.99GBP". */
const PRICE_FORMS = [new RegExp(`^${AMOUNT}\\s*([A-Za-z]{3})$`), new RegExp(`^([A-Za-z]{3})\\s*${AMOUNT}$`)];

/**
 * A Merchant Center price ("1,299.00 GBP") in pence. The currency is required and must be the
 * service's; at most two decimals; above zero unless `allowZero` (shipping); at most a million.
 */
export function parsePrice(raw: string, { allowZero = false } = {}): Parsed<number> {
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
