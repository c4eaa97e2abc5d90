/** A value read from a feed: the parsed value, or why it cannot be used. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** GTIN-8 (EAN-8), GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14: the lengths GS1 defines. */
const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/**
 * GS1's check digit of the digits before it: from the right, weights 3, 1, 3, 1..., and the
 * digit that brings the sum to a multiple of ten.
 */
export function gtinCheckDigit(digits: string): number {
  let sum = 0;
  let weight = 3;
  for (let index = digits.length - 1; index >= 0; index--) {
    sum += Number(digits[index]) * weight;
    weight = 4 - weight;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A GTIN as products keep it: 14 digits, zero-padded on the left, so a UPC-A, its EAN-13 and its
 * GTIN-14 (each the same number with leading zeros) are one key.
 */
export function parseGtin(raw: string): Parsed<string> {
  const plain = plainGtin(raw);
  return plain === null ? parseGtinAnyForm(raw) : { ok: true, value: plain };
}

const ZERO = 48;
const NINE = 57;

/**
 * A GTIN written as feeds write it, its digits alone, checked a character at a time without the
 * patterns' strings (most of a million-item import's GTINs); null when it is not so written, or
 * not valid, for parseGtinAnyForm to say why.
 */
function plainGtin(raw: string): string | null {
  const last = raw.length - 1;
  if (!GTIN_LENGTHS.has(raw.length)) return null;
  let sum = 0;
  let zeros = true;
  // From the right: the check digit weighs 1, then 3, 1, 3...; a valid GTIN's sum is a multiple of ten.
  for (let index = last, odd = false; index >= 0; index--, odd = !odd) {
    const code = raw.charCodeAt(index);
    if (code < ZERO || code > NINE) return null;
    sum += (code - ZERO) * (odd ? 3 : 1);
    if (code !== ZERO) zeros = false;
  }
  if (zeros || sum % 10 !== 0) return null;
  return raw.length === 14 ? raw : raw.padStart(14, '0');
}

/** parseGtin by its patterns alone, whatever the spelling: what the plain reading must agree with. */
export function parseGtinAnyForm(raw: string): Parsed<string> {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return { ok: false, reason: `"${raw}" is not a GTIN (digits only)` };
  if (!GTIN_LENGTHS.has(digits.length))
    return { ok: false, reason: `"${raw}" has ${digits.length} digits; a GTIN has 8, 12, 13 or 14` };
  if (/^0+$/.test(digits)) return { ok: false, reason: `"${raw}" is not a GTIN (all zeros)` };
  const expected = gtinCheckDigit(digits.slice(0, -1));
  if (Number(digits.at(-1)) !== expected)
    return { ok: false, reason: `"${raw}" has a wrong check digit (${digits.at(-1)}, expected ${expected})` };
  return { ok: true, value: digits.padStart(14, '0') };
}

/** A GTIN as products keep it, or null when it is not a valid GTIN. */
export function storedGtin(raw: string): string | null {
  const parsed = parseGtin(raw);
  return parsed.ok ? parsed.value : null;
}

/** A valid GTIN-13 for 12 leading digits (the demo catalogue's and the benches' GTINs). */
export function gtin13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`A GTIN-13 needs 12 leading digits, got "${first12}"`);
  return `${first12}${gtinCheckDigit(first12)}`;
}
