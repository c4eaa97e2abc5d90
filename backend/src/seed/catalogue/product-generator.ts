import { CATEGORY_TREE, flattenCategoryTree, type CategoryRowSeed } from './categories.js';
import type { KindSeed } from './kind-types.js';
import { catalogueGtin, catalogueMpn } from './identifiers.js';
import { pickIdentity, type ProductIdentity } from './names.js';
import { generateOffers, type GeneratedOffer, type StoreRef } from './offers.js';
import { generatePriceHistory, type GeneratedPriceHistory } from './price-history.js';
import { createRandom, hashSeed, type Random } from './random.js';
import { STORES, type Department } from './stores.js';

/**
 * Creation dates are relative to this, never to the clock, so builds are repeatable. Price
 * history ends on the day the catalogue is built (see price-history.ts), so its drops are recent.
 */
export const CATALOGUE_REFERENCE_DATE = Date.UTC(2025, 5, 1);
const DAY_MS = 86_400_000;

export interface GeneratedProduct {
  id: number;
  categoryId: number;
  name: string;
  brand: string;
  /** GTIN-13 (identifiers.ts). */
  gtin: string;
  mpn: string;
  description: string;
  specs: [name: string, value: string][];
  imageCount: number;
  popularity: number;
  createdAt: string;
  offers: GeneratedOffer[];
  /** Each offer's history up to the seed's date, and what follows from it. */
  priceHistory: GeneratedPriceHistory;
}

interface Leaf {
  categoryId: number;
  kind: KindSeed;
  stores: StoreRef[];
}

function departmentOf(row: CategoryRowSeed, byId: Map<number, CategoryRowSeed>): Department {
  let current = row;
  while (current.parentId !== null) current = byId.get(current.parentId)!;
  return current.id as Department;
}

function leavesOf(rows: readonly CategoryRowSeed[]): Leaf[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const stores: StoreRef[] = STORES.map((seed, index) => ({ id: index + 1, seed }));
  return rows
    .filter((row): row is CategoryRowSeed & { kind: KindSeed } => row.kind !== undefined)
    .map((row) => {
      const department = departmentOf(row, byId);
      const selling = stores.filter((store) => store.seed.sells.includes(department));
      if (selling.length < 2) throw new Error(`Department ${department} needs at least 2 stores`);
      return { categoryId: row.id, kind: row.kind, stores: selling };
    });
}

/** The model's usual price: fixed per brand and model, so colour variants cost about the same. */
function modelPrice(kind: KindSeed, identity: ProductIdentity): number {
  const [min, max] = kind.price;
  const position = createRandom(hashSeed('price', identity.brand, identity.model)).next();
  return min * (max / min) ** position * identity.priceFactor;
}

/** Specs belong to the model (same values across its colours); some listings carry none. */
function modelSpecs(kind: KindSeed, identity: ProductIdentity, random: Random): [string, string][] {
  if (!kind.specs || random.chance(0.08)) return [];
  const modelRandom = createRandom(hashSeed('specs', identity.brand, identity.model));
  return kind.specs.map(([name, values]) => [name, modelRandom.pick(values)]);
}

/** Well-known models are popular, long-tail model numbers rarely are. */
function popularity(identity: ProductIdentity, random: Random): number {
  if (identity.modelRank === null) return Math.round(2500 * random.next() ** 2);
  const prominence = 1 - Math.min(identity.modelRank, 8) * 0.07;
  return Math.round(10000 * prominence * (0.3 + 0.7 * random.next()));
}

function describe(kind: KindSeed, identity: ProductIdentity, specs: readonly [string, string][]): string {
  const article = /^[aeiou]/i.test(kind.noun) ? 'an' : 'a';
  const details = specs
    .slice(0, 3)
    .map(([name, value]) => `${name.toLowerCase()} ${value}`)
    .join(', ');
  const summary = `The ${identity.name} is ${article} ${kind.noun} from ${identity.brand}. ${kind.blurb}`;
  return details ? `${summary} Key details: ${details}.` : summary;
}

function pickLeaf(leaves: readonly Leaf[], cumulative: readonly number[], random: Random): Leaf {
  const target = random.next() * cumulative[cumulative.length - 1]!;
  const index = cumulative.findIndex((bound) => target < bound);
  return leaves[index === -1 ? leaves.length - 1 : index]!;
}

/**
 * Products in id order, 1, 2, 3... Product n depends only on n, on the names taken before it and
 * on the day of `asOf` (seconds), the last day of its price history, so a bigger catalogue starts
 * with exactly the products of a smaller one built the same day.
 */
export function* generateProducts(count: number, asOf: number): Generator<GeneratedProduct> {
  const leaves = leavesOf(flattenCategoryTree(CATEGORY_TREE));
  let total = 0;
  const cumulative = leaves.map((leaf) => (total += leaf.kind.weight ?? 1));
  const taken = new Set<string>();
  for (let id = 1; id <= count; id++) {
    const random = createRandom(hashSeed('catalogue-product', id));
    const leaf = pickLeaf(leaves, cumulative, random);
    const identity = pickIdentity(leaf.kind, random, taken);
    const specs = modelSpecs(leaf.kind, identity, random);
    const createdAtMs = CATALOGUE_REFERENCE_DATE - random.int(1, 900) * DAY_MS - random.int(0, 86_399) * 1000;
    const offers = generateOffers(
      {
        productId: id,
        name: identity.name,
        basePrice: modelPrice(leaf.kind, identity),
        createdAtMs,
        referenceMs: CATALOGUE_REFERENCE_DATE,
      },
      leaf.stores,
      random,
    );
    yield {
      id,
      categoryId: leaf.categoryId,
      name: identity.name,
      brand: identity.brand,
      gtin: catalogueGtin(id),
      mpn: catalogueMpn(identity.brand, id),
      description: describe(leaf.kind, identity, specs),
      specs,
      imageCount: random.int(2, 5),
      popularity: popularity(identity, random),
      createdAt: new Date(createdAtMs).toISOString(),
      offers,
      priceHistory: generatePriceHistory(id, offers, asOf),
    };
  }
}
