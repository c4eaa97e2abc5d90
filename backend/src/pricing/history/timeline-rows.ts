import { decodeArchive } from './archive-codec.js';
import { secondsOfIso } from './time.js';
import type { PricePoint, StoreTimeline } from './timeline.js';

export interface CurrentOfferRow {
  id: number;
  store_id: number;
  price: number;
  original_price: number | null;
  shipping_cost: number;
  in_stock: number;
  updated_at: string;
  price_since: number | null;
  reference_price: number | null;
}

/** What the price facts read of an offer: where its facts stand now. */
export type OfferFactsRow = Pick<CurrentOfferRow, 'id' | 'store_id' | 'price_since' | 'reference_price'>;

export interface ProductTimelines<Offer extends OfferFactsRow = CurrentOfferRow> {
  timelines: StoreTimeline[];
  offers: Offer[];
}

export const CHANGE_COLUMNS = [
  'product_id',
  'store_id',
  'changed_at',
  'price',
  'original_price',
  'shipping_cost',
  'in_stock',
] as const;
export const OFFER_COLUMNS = [
  'id',
  'product_id',
  'store_id',
  'price',
  'original_price',
  'shipping_cost',
  'in_stock',
  'updated_at',
  'price_since',
  'reference_price',
] as const;
/**
 * The offers' columns the price facts read: of a million products' offers, half the text to
 * build and parse, and no date string an offer. An offer with no history at all needs the rest
 * (its timeline starts from its current price): rare, and read again in full (price-facts.ts).
 */
export const OFFER_FACTS_COLUMNS = ['id', 'product_id', 'store_id', 'price_since', 'reference_price'] as const;

/**
 * Several products' history as read (timeline-repository.ts): their archives, and their price
 * changes and offers each as one JSON text. Text, not parsed rows, so that a batch can be handed to
 * another thread as it is (price-facts-thread.ts) and parsed there.
 */
export interface TimelineRows {
  archives: { product_id: number; startDay: number; data: Uint8Array }[];
  /** CHANGE_COLUMNS of every change, oldest first for each product. */
  changes: string | null;
  /** OFFER_COLUMNS of every offer, or OFFER_FACTS_COLUMNS where `offerColumns` says so. */
  offers: string | null;
  offerColumns?: 'all' | 'facts';
}

/** A row of jsonArrayOfRows: its columns' values in order. */
type JsonRow = unknown[];
const CHANGE = Object.fromEntries(CHANGE_COLUMNS.map((name, index) => [name, index])) as Record<
  (typeof CHANGE_COLUMNS)[number],
  number
>;
const OFFER = Object.fromEntries(OFFER_COLUMNS.map((name, index) => [name, index])) as Record<
  (typeof OFFER_COLUMNS)[number],
  number
>;
const OFFER_FACTS = Object.fromEntries(OFFER_FACTS_COLUMNS.map((name, index) => [name, index])) as Record<
  (typeof OFFER_FACTS_COLUMNS)[number],
  number
>;

function pointOfChange(row: JsonRow): PricePoint {
  return {
    at: row[CHANGE.changed_at] as number,
    price: row[CHANGE.price] as number | null,
    original: row[CHANGE.original_price] as number | null,
    shipping: (row[CHANGE.shipping_cost] as number | null) ?? 0,
    inStock: row[CHANGE.in_stock] === 1,
  };
}

function offerFactsOf(row: JsonRow): OfferFactsRow {
  return {
    id: row[OFFER_FACTS.id] as number,
    store_id: row[OFFER_FACTS.store_id] as number,
    price_since: row[OFFER_FACTS.price_since] as number | null,
    reference_price: row[OFFER_FACTS.reference_price] as number | null,
  };
}

function offerOf(row: JsonRow): CurrentOfferRow {
  return {
    id: row[OFFER.id] as number,
    store_id: row[OFFER.store_id] as number,
    price: row[OFFER.price] as number,
    original_price: row[OFFER.original_price] as number | null,
    shipping_cost: row[OFFER.shipping_cost] as number,
    in_stock: row[OFFER.in_stock] as number,
    updated_at: row[OFFER.updated_at] as string,
    price_since: row[OFFER.price_since] as number | null,
    reference_price: row[OFFER.reference_price] as number | null,
  };
}

/** Every store's points of a product: the archived ones, then each logged change. */
function storePoints(archive: { startDay: number; data: Uint8Array } | undefined, changes: readonly JsonRow[]) {
  const byStore = new Map<number, PricePoint[]>();
  for (const timeline of archive ? decodeArchive(archive) : []) {
    const points = byStore.get(timeline.storeId);
    if (points) points.push(...timeline.points);
    else byStore.set(timeline.storeId, timeline.points);
  }
  for (const change of changes) {
    const storeId = change[CHANGE.store_id] as number;
    let points = byStore.get(storeId);
    if (!points) byStore.set(storeId, (points = []));
    const point = pointOfChange(change);
    // A change logged at or before the archive's last point (a clock behind the archive) still
    // follows it: the log is newer by construction.
    const last = points[points.length - 1];
    if (last && point.at < last.at) point.at = last.at;
    points.push(point);
  }
  return byStore;
}

const timelinesIn = (byStore: Map<number, PricePoint[]>): StoreTimeline[] =>
  [...byStore.entries()].sort(([a], [b]) => a - b).map(([storeId, points]) => ({ storeId, points }));

/**
 * Every store's history of a product, with its current offers. A listed offer with no history at
 * all (written before history was kept) starts at its last update, so the present is never missing.
 */
function timelinesWithOffers(
  archive: { startDay: number; data: Uint8Array } | undefined,
  changes: readonly JsonRow[],
  offerRows: readonly JsonRow[],
): ProductTimelines {
  const byStore = storePoints(archive, changes);
  const offers = offerRows.map(offerOf);
  for (const offer of offers) {
    if (byStore.get(offer.store_id)?.length) continue;
    byStore.set(offer.store_id, [
      {
        at: secondsOfIso(offer.updated_at) ?? 0,
        price: offer.price,
        original: offer.original_price,
        shipping: offer.shipping_cost,
        inStock: offer.in_stock === 1,
      },
    ]);
  }
  return { timelines: timelinesIn(byStore), offers };
}

/** The same from the offers' facts columns alone: null when an offer has no history, as its present was not read. */
function timelinesWithOfferFacts(
  archive: { startDay: number; data: Uint8Array } | undefined,
  changes: readonly JsonRow[],
  offerRows: readonly JsonRow[],
): ProductTimelines<OfferFactsRow> | null {
  const byStore = storePoints(archive, changes);
  const offers = offerRows.map(offerFactsOf);
  if (offers.some((offer) => !byStore.get(offer.store_id)?.length)) return null;
  return { timelines: timelinesIn(byStore), offers };
}

/**
 * Each product's timelines, built when asked for: a batch's archives decoded at once would be
 * hundreds of thousands of points alive together, which V8 then moves to its old generation and
 * collects there. For the same reason the rows stay the arrays JSON.parse made until then: an
 * object a row on top of them, alive for the whole batch, was a quarter of the rules' garbage
 * collection. Null for a product whose rows cannot tell its present (timelinesWithOfferFacts).
 */
export function factTimelinesFromRows(
  rows: TimelineRows,
): (productId: number) => ProductTimelines<OfferFactsRow> | null {
  if (rows.offerColumns !== 'facts') return timelinesFromRows(rows);
  const { archiveOf, changesOf, offersOf } = rowsByProduct(rows, OFFER_FACTS.product_id);
  return (productId) =>
    timelinesWithOfferFacts(archiveOf.get(productId), changesOf.get(productId) ?? [], offersOf.get(productId) ?? []);
}

/** Each product's timelines and current offers, from rows holding every offer column. */
export function timelinesFromRows(rows: TimelineRows): (productId: number) => ProductTimelines {
  if (rows.offerColumns === 'facts') throw new Error("the offers' current prices were not read");
  const { archiveOf, changesOf, offersOf } = rowsByProduct(rows, OFFER.product_id);
  return (productId) =>
    timelinesWithOffers(archiveOf.get(productId), changesOf.get(productId) ?? [], offersOf.get(productId) ?? []);
}

function rowsByProduct(rows: TimelineRows, offerProductColumn: number) {
  return {
    archiveOf: new Map(rows.archives.map((row) => [row.product_id, row])),
    changesOf: groupByProduct(rows.changes, CHANGE.product_id),
    offersOf: groupByProduct(rows.offers, offerProductColumn),
  };
}

/** The rows of sql-dialect.ts's jsonArrayOfRows (null: none), by product. */
function groupByProduct(text: string | null, productColumn: number): Map<number, JsonRow[]> {
  const grouped = new Map<number, JsonRow[]>();
  if (text === null) return grouped;
  for (const row of JSON.parse(text) as JsonRow[]) {
    const productId = row[productColumn] as number;
    const list = grouped.get(productId);
    if (list) list.push(row);
    else grouped.set(productId, [row]);
  }
  return grouped;
}
