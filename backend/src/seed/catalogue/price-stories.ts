import type { GeneratedOffer } from './offers.js';
import { shopPrice } from './offers.js';
import type { Random } from './random.js';

/**
 * What happened to a product's prices over the demo history. Most products drift; some had a
 * real drop (every store cut, the cheapest first), recently or weeks ago; some had a fake sale
 * (the cheapest store raised its "was" price shortly before a "discount" back to about where it
 * was).
 */
export type PriceStory = 'steady' | 'recent-drop' | 'old-drop' | 'fake-sale';

/** Products the seed always gives these stories, so tests and demos can find them. */
export const PRICE_STORY_EXAMPLES = { recentDrop: 20, fakeSale: 13 } as const;

/** Days of history before the seed's day (which is the last one). */
export const HISTORY_DAYS = 180;

/** A price from `day` until the next level's day; levels run newest first. */
export interface PriceLevel {
  day: number;
  price: number;
  original: number | null;
}

export interface OfferPlan {
  offer: GeneratedOffer;
  /** Newest first; the first is the offer's current price and "was" claim. */
  levels: PriceLevel[];
}

export function chooseStory(productId: number, random: Random): PriceStory {
  if (productId === PRICE_STORY_EXAMPLES.recentDrop) return 'recent-drop';
  if (productId === PRICE_STORY_EXAMPLES.fakeSale) return 'fake-sale';
  const roll = random.next();
  return roll < 0.03 ? 'recent-drop' : roll < 0.08 ? 'old-drop' : roll < 0.12 ? 'fake-sale' : 'steady';
}

const pounds = (pence: number): number => pence / 100;

/** A store's earlier price: within 3.5% of the later one, shop-rounded, never the same. */
function nudge(price: number, random: Random): number {
  const next = shopPrice(pounds(price) * (1 + (random.next() - 0.5) * 0.07), random);
  return next === price ? price + 100 : next;
}

/** Older levels, one every 9-32 days, back to the first day of history. */
function driftBack(levels: PriceLevel[], firstDay: number, random: Random): PriceLevel[] {
  let { day, price } = levels[levels.length - 1]!;
  while (day > firstDay) {
    day = Math.max(firstDay, day - random.int(9, 32));
    price = nudge(price, random);
    levels.push({ day, price, original: null });
  }
  return levels;
}

const at = (day: number, firstDay: number): number => Math.max(firstDay, day);

/** The offer's levels when nothing happened to the product as a whole. */
function steadyLevels(offer: GeneratedOffer, today: number, firstDay: number, random: Random): PriceLevel[] {
  const current = { price: offer.price, original: offer.originalPrice };
  // A store that started listing it lately: no earlier price, so no discount can be claimed.
  if (random.chance(0.03)) return [{ day: today - random.int(0, 20), ...current }];
  const claim = offer.originalPrice;
  if (claim === null)
    return driftBack([{ day: at(today - random.int(0, 40), firstDay), ...current }], firstDay, random);
  if (random.chance(0.6)) {
    // An honest sale: the "was" price held for more than 30 days before it.
    const since = today - random.int(8, 45);
    return driftBack(
      [
        { day: since, ...current },
        { day: at(since - random.int(35, 70), firstDay), price: claim, original: null },
      ],
      firstDay,
      random,
    );
  }
  // A stale claim: the "was" price held, but more than 30 days before the sale began.
  const since = today - random.int(3, 30);
  const between = shopPrice(pounds(offer.price) * (1 + random.next() * 0.04), random);
  const betweenFrom = at(since - random.int(31, 50), firstDay);
  return driftBack(
    [
      { day: since, ...current },
      { day: betweenFrom, price: between, original: null },
      { day: at(betweenFrom - random.int(10, 40), firstDay), price: claim, original: null },
    ],
    firstDay,
    random,
  );
}

/** Every store cut by about `depth`; the cheapest on `dropDay`, the others within two days. */
function dropLevels(
  offer: GeneratedOffer,
  leader: boolean,
  dropDay: number,
  depth: number,
  today: number,
  firstDay: number,
  random: Random,
): PriceLevel[] {
  const since = leader ? dropDay : Math.min(today, dropDay + random.int(0, 2));
  const cut = leader ? depth : depth * (0.85 + 0.15 * random.next());
  const before = shopPrice(pounds(offer.price) / (1 - cut), random);
  return driftBack(
    [
      { day: since, price: offer.price, original: offer.originalPrice },
      { day: at(dropDay - random.int(35, 60), firstDay), price: before, original: null },
    ],
    firstDay,
    random,
  );
}

/** The cheapest store's fake sale: normal price, a few days at the "was" price, then "discounted". */
function fakeSaleLevels(
  offer: GeneratedOffer,
  today: number,
  firstDay: number,
  example: boolean,
  random: Random,
): PriceLevel[] {
  const claim = offer.originalPrice ?? shopPrice(pounds(offer.price) * (1.2 + 0.25 * random.next()), random);
  offer.originalPrice = claim;
  const since = today - (example ? 3 : random.int(0, 10));
  const raisedFrom = since - random.int(3, 9);
  const usual = shopPrice(pounds(offer.price) * (1 - 0.03 * random.next()), random);
  return driftBack(
    [
      { day: since, price: offer.price, original: claim },
      { day: raisedFrom, price: claim, original: null },
      { day: at(raisedFrom - random.int(31, 60), firstDay), price: Math.min(usual, offer.price), original: null },
    ],
    firstDay,
    random,
  );
}

const totalOf = (offer: GeneratedOffer): number => offer.price + offer.shippingCost;

/** Each offer's price levels under the product's story; may set a fake sale's "was" price. */
export function planOffers(
  productId: number,
  story: PriceStory,
  offers: GeneratedOffer[],
  today: number,
  random: Random,
): OfferPlan[] {
  const firstDay = today - (HISTORY_DAYS - 1);
  const example = productId === PRICE_STORY_EXAMPLES.recentDrop || productId === PRICE_STORY_EXAMPLES.fakeSale;
  // Examples must show their story: the store it happens at is in stock.
  if (example && story !== 'steady') {
    const target =
      story === 'fake-sale'
        ? offers.reduce((a, b) => (b.price < a.price ? b : a))
        : offers.reduce((a, b) => (totalOf(b) < totalOf(a) ? b : a));
    target.inStock = true;
  }
  const inStock = offers.filter((offer) => offer.inStock);
  if (story === 'recent-drop' || story === 'old-drop') {
    const leader = inStock.reduce<GeneratedOffer | undefined>(
      (a, b) => (!a || totalOf(b) < totalOf(a) ? b : a),
      undefined,
    );
    const dropDay = story === 'old-drop' ? today - random.int(10, 45) : today - (example ? 2 : random.int(1, 5));
    const depth = example ? 0.25 : 0.14 + 0.2 * random.next();
    if (leader)
      return offers.map((offer) => ({
        offer,
        levels: dropLevels(offer, offer === leader, dropDay, depth, today, firstDay, random),
      }));
  }
  if (story === 'fake-sale') {
    const cheapest = offers.reduce((a, b) => (b.price < a.price ? b : a));
    if (cheapest.inStock) {
      return offers.map((offer) => ({
        offer,
        levels:
          offer === cheapest
            ? fakeSaleLevels(offer, today, firstDay, example, random)
            : steadyLevels(offer, today, firstDay, random),
      }));
    }
  }
  return offers.map((offer) => ({ offer, levels: steadyLevels(offer, today, firstDay, random) }));
}
