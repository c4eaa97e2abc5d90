import { DAY_SECONDS } from './time.js';
import { lowestSteps, offerPriceFacts, priceDrop, type LowestStep } from './timeline.js';
import { factTimelinesFromRows, type TimelineRows } from './timeline-rows.js';

/** A price drop is a deal from 10% below the lowest of the 30 days before it began... */
export const DEAL_MIN_DROP_BASIS_POINTS = 1_000;
/** ...for a week after it began. */
export const DEAL_RECENT_SECONDS = 7 * DAY_SECONDS;

/** What deciding a batch of products' price facts reads (price-facts.ts). */
export interface PriceFactsInput {
  now: number;
  products: FactsProduct[];
  /** The products with an active price alert. */
  alerted: number[];
  rows: TimelineRows;
}

/**
 * A product of the batch. Where no trigger carries its cheapest offer's reference price to the
 * product (PostgreSQL's stands aside for bulk writes), also that offer and the product's copy of
 * it, so the rules say which copies the new facts change.
 */
export interface FactsProduct {
  id: number;
  category_id: number;
  best_offer_id?: number | null;
  min_price_reference?: number | null;
}

export type OfferFactRow = [offerId: number, since: number | null, reference: number | null];
export type ProductReferenceRow = [productId: number, reference: number | null];
export type PriceDropRow = [
  product: number,
  category: number,
  began: number,
  total: number,
  reference: number,
  bp: number,
];

/**
 * What to write: only the offers whose facts changed, the products whose copy of their cheapest
 * offer's reference price the facts change (where it was read), each product's drop or none, and
 * the steps of those with alerts. `undecided`: the products left out as the rows cannot tell their
 * present (an offer without history, read with only its facts columns), to decide again from every
 * column.
 */
export interface PriceFactsDecision {
  facts: OfferFactRow[];
  references: ProductReferenceRow[];
  drops: PriceDropRow[];
  noDrop: number[];
  evaluations: [productId: number, steps: LowestStep[]][];
  undecided: number[];
}

/**
 * Decides a batch's price facts from what was read, and nothing else: so it can run on another
 * thread while the next batch is read (price-facts-thread.ts). Async for that thread's sake.
 */
export type PriceFactsRules = (input: PriceFactsInput) => Promise<PriceFactsDecision>;

export const decidePriceFactsHere: PriceFactsRules = async (input) => decidePriceFacts(input);

/**
 * Each offer's `price_since` and `reference_price` from its store's timeline; the product's price
 * drop from every store's, when it is a deal; and the lowest steps its alerts are judged by.
 */
export function decidePriceFacts({ now, products, alerted, rows }: PriceFactsInput): PriceFactsDecision {
  const timelinesOf = factTimelinesFromRows(rows);
  const withAlerts = new Set(alerted);
  const decision: PriceFactsDecision = {
    facts: [],
    references: [],
    drops: [],
    noDrop: [],
    evaluations: [],
    undecided: [],
  };
  for (const product of products) {
    const built = timelinesOf(product.id);
    if (!built) {
      decision.undecided.push(product.id);
      continue;
    }
    const { timelines, offers } = built;
    for (const offer of offers) {
      const points = timelines.find((timeline) => timeline.storeId === offer.store_id)?.points ?? [];
      const { since, reference } = offerPriceFacts(points, now);
      if (since !== offer.price_since || reference !== offer.reference_price)
        decision.facts.push([offer.id, since, reference]);
      if (offer.id === product.best_offer_id && reference !== product.min_price_reference)
        decision.references.push([product.id, reference]);
    }
    const steps = lowestSteps(timelines);
    const drop = priceDrop(steps, now);
    if (drop && drop.basisPoints >= DEAL_MIN_DROP_BASIS_POINTS)
      decision.drops.push([product.id, product.category_id, drop.began, drop.total, drop.reference, drop.basisPoints]);
    else decision.noDrop.push(product.id);
    if (withAlerts.has(product.id)) decision.evaluations.push([product.id, steps]);
  }
  return decision;
}
