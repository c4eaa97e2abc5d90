import { hashSeed, type Random } from './random.js';
import type { StoreSeed } from './stores.js';

export interface GeneratedOffer {
  storeId: number;
  /** Pence. */
  price: number;
  /** Pence, only when the store shows a higher "was" price. */
  originalPrice: number | null;
  shippingCost: number;
  inStock: boolean;
  url: string;
  updatedAt: string;
}

export interface StoreRef {
  id: number;
  seed: StoreSeed;
}

const DAY_MS = 86_400_000;

/** Shop-style prices: most end in .99, some in .00 or .49; cheap items keep exact pence. */
export function shopPrice(pounds: number, random: Random): number {
  if (pounds < 15) return Math.max(99, Math.round(pounds * 100));
  const whole = Math.floor(pounds);
  const ending = random.next();
  return whole * 100 + (ending < 0.7 ? 99 : ending < 0.85 ? 0 : 49);
}

/** Offer count 2..8, most often 3-5, capped by how many stores sell the department. */
function offerCount(random: Random, available: number): number {
  const counts = [2, 3, 3, 4, 4, 4, 5, 5, 6, 7, 8];
  return Math.min(available, random.pick(counts));
}

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface OfferInput {
  productId: number;
  name: string;
  /** The model's typical price in pounds, before the store's own pricing. */
  basePrice: number;
  createdAtMs: number;
  referenceMs: number;
}

/** Offers from distinct stores that sell the product's department, each priced its own way. */
export function generateOffers(input: OfferInput, stores: readonly StoreRef[], random: Random): GeneratedOffer[] {
  const pool = [...stores];
  const count = offerCount(random, pool.length);
  const slug = slugify(input.name);
  const offers: GeneratedOffer[] = [];
  for (let i = 0; i < count; i++) {
    const store = pool.splice(random.int(0, pool.length - 1), 1)[0]!;
    const price = shopPrice(input.basePrice * (0.9 + random.next() * 0.22), random);
    const discounted = random.chance(0.3);
    const originalPrice = discounted ? shopPrice((price / 100) * (1.1 + random.next() * 0.35), random) : null;
    const { shippingFee, freeShippingFrom } = store.seed;
    const charged = shippingFee > 0 && (freeShippingFrom === 0 || price < freeShippingFrom * 100);
    const sku = (hashSeed(store.id, input.productId) % 9_000_000) + 1_000_000;
    const updatedMs = Math.max(input.createdAtMs, input.referenceMs - random.int(0, (14 * DAY_MS) / 1000) * 1000);
    offers.push({
      storeId: store.id,
      price,
      originalPrice: originalPrice !== null && originalPrice > price ? originalPrice : null,
      shippingCost: charged ? shippingFee : 0,
      inStock: random.chance(0.88),
      url: `https://${store.seed.domain}/${store.seed.productPath}/${slug}-${sku}`,
      updatedAt: new Date(updatedMs).toISOString(),
    });
  }
  return offers;
}
