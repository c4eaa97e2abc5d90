import type { BrandSeed, KindSeed } from './kind-types.js';
import type { Random } from './random.js';

export interface ProductIdentity {
  name: string;
  brand: string;
  model: string;
  /** Position of a named model in its brand's list (0 = best known), or null for the long tail. */
  modelRank: number | null;
  /** Price multiplier from the chosen variants (bigger storage costs more). */
  priceFactor: number;
}

const NAMED_MODEL_TRIES = 4;
const CODE_TRIES = 8;
/** Listing suffixes real feeds use to tell near-identical items apart; tried in this order. */
const EDITIONS = ['(2024 model)', '(UK version)', '(Renewed)', '(Bundle)', '(Open box)'];

/** Favours the start of a list (the best-known models) without excluding the rest. */
function skewedIndex(random: Random, length: number): number {
  return Math.min(length - 1, Math.floor(length * random.next() ** 1.6));
}

interface LongTailPattern {
  brand: string;
  pattern: string;
}

/**
 * A kind's model-number patterns, declared ones plus those read off named models with digits
 * ('Forerunner 265' gives 'Forerunner ###'), with cumulative weights by how many names each
 * can make, so big patterns take most of the long tail and small ones are not exhausted early.
 */
interface LongTail {
  patterns: LongTailPattern[];
  cumulative: number[];
}

const longTails = new WeakMap<KindSeed, LongTail>();

function longTailOf(kind: KindSeed): LongTail {
  let tail = longTails.get(kind);
  if (!tail) {
    const patterns: LongTailPattern[] = [];
    const cumulative: number[] = [];
    let total = 0;
    for (const line of kind.brands) {
      const derived = line.models.filter((model) => /\d/.test(model)).map((model) => model.replace(/\d/g, '#'));
      for (const pattern of new Set([...(line.codes ?? []), ...derived])) {
        patterns.push({ brand: line.brand, pattern });
        cumulative.push((total += 10 ** (pattern.split('#').length - 1)));
      }
    }
    tail = { patterns, cumulative };
    longTails.set(kind, tail);
  }
  return tail;
}

function pickLongTail(tail: LongTail, random: Random): LongTailPattern | undefined {
  if (tail.patterns.length === 0) return undefined;
  const target = random.next() * tail.cumulative[tail.cumulative.length - 1]!;
  let low = 0;
  let high = tail.cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (target < tail.cumulative[middle]!) high = middle;
    else low = middle + 1;
  }
  return tail.patterns[low];
}

function fillCode(pattern: string, random: Random): string {
  return pattern.replace(/#/g, () => String(random.int(0, 9)));
}

function candidate(kind: KindSeed, random: Random, useLongTail: boolean): ProductIdentity {
  const longTail = useLongTail ? pickLongTail(longTailOf(kind), random) : undefined;
  let brand: string;
  let model: string;
  let modelRank: number | null;
  if (longTail) {
    brand = longTail.brand;
    model = fillCode(longTail.pattern, random);
    modelRank = null;
  } else {
    const line: BrandSeed = random.pick(kind.brands);
    brand = line.brand;
    modelRank = skewedIndex(random, line.models.length);
    model = line.models[modelRank]!;
  }
  let priceFactor = 1;
  const labels: string[] = [];
  for (const variant of kind.variants ?? []) {
    const index = random.int(0, variant.values.length - 1);
    labels.push(variant.values[index]!);
    priceFactor *= 1 + (variant.priceStep ?? 0) * index;
  }
  return { name: [brand, model, ...labels].join(' '), brand, model, modelRank, priceFactor };
}

/**
 * A product name not in `taken` (which it then joins). Named models come first, long-tail model
 * numbers once those clash, then edition suffixes, and a retailer reference as the last resort
 * (reached only in catalogues far bigger than the kind's name space).
 */
export function pickIdentity(kind: KindSeed, random: Random, taken: Set<string>): ProductIdentity {
  let last: ProductIdentity | undefined;
  for (let attempt = 0; attempt < NAMED_MODEL_TRIES + CODE_TRIES; attempt++) {
    last = candidate(kind, random, attempt >= NAMED_MODEL_TRIES);
    if (!taken.has(last.name)) {
      taken.add(last.name);
      return last;
    }
  }
  // Fallbacks are long-tail listings whatever model they started from.
  const base: ProductIdentity = { ...last!, modelRank: null };
  for (const edition of EDITIONS) {
    const name = `${base.name} ${edition}`;
    if (!taken.has(name)) {
      taken.add(name);
      return { ...base, name };
    }
  }
  for (;;) {
    const name = `${base.name} (Ref. ${random.int(10000, 9999999)})`;
    if (!taken.has(name)) {
      taken.add(name);
      return { ...base, name };
    }
  }
}
