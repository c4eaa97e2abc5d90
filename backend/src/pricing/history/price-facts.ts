import { sql } from 'kysely';
import { engineOf, inTransaction, type Database } from '../../db/database.js';
import { alertedAmong } from '../alerts/alerted-products.js';
import { evaluateAlerts } from '../alerts/alert-evaluation.js';
import { isListed, listedRows } from '../sql-dialect.js';
import {
  decidePriceFacts,
  decidePriceFactsHere,
  type FactsProduct,
  type OfferFactRow,
  type PriceFactsDecision,
  type PriceFactsInput,
  type PriceFactsRules,
} from './price-facts-rules.js';
import { nowSeconds } from './time.js';
import { readTimelineRows } from './timeline-repository.js';

/** Queued products refreshed per transaction when catching up. */
const CATCH_UP_BATCH = 500;
/**
 * Batches refreshed at once on PostgreSQL, each in a transaction of its own: the queue hands them
 * disjoint products (SKIP LOCKED), as it does to instances catching up together, and while one
 * batch's rules run here, the other's queries run in the database's processes.
 */
const PARALLEL_DRAINS = 2;

const FACT_COLUMNS = [
  ['id', 'integer'],
  ['since', 'bigint'],
  ['reference', 'integer'],
] as const;
const REFERENCE_COLUMNS = [
  ['id', 'integer'],
  ['reference', 'integer'],
] as const;
const DROP_COLUMNS = [
  ['product_id', 'integer'],
  ['category_id', 'integer'],
  ['began_at', 'bigint'],
  ['total', 'integer'],
  ['reference_total', 'integer'],
  ['drop_bp', 'integer'],
] as const;

/**
 * Recomputes what is derived from products' histories: each offer's `price_since` and
 * `reference_price` (the triggers then carry the cheapest offer's to the product and its
 * `discount`) and the product's `price_drops` row, and decides its price alerts. Runs inside the
 * caller's transaction, so all of it commits with the price change or not at all, holding each
 * product's row lock (see lockProduct; taken in id order, so two batches never wait on each other
 * in a circle). A batch is read with one query per table, decided by `rules` (price-facts-rules.ts)
 * and written with a few statements: a feed import refreshes every product whose price it changed.
 */
export async function refreshPriceFacts(
  db: Database,
  productIds: readonly number[],
  now: number = nowSeconds(),
  rules: PriceFactsRules = decidePriceFactsHere,
): Promise<void> {
  const input = await readPriceFactsInput(db, productIds, now);
  if (input) await writePriceFacts(db, input, await rules(input));
}

async function readPriceFactsInput(
  db: Database,
  productIds: readonly number[],
  now: number,
): Promise<PriceFactsInput | null> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (!ids.length) return null;
  // On PostgreSQL the products' read takes their row locks, before anything else is read, and
  // reads the cheapest offer's reference price the product keeps (FactsProduct).
  const products: FactsProduct[] = await db
    .selectFrom('products')
    .select(['id', 'category_id'])
    .where(isListed(db, 'id', ids))
    .$if(engineOf(db) === 'postgres', (query) =>
      query.select(['best_offer_id', 'min_price_reference']).orderBy('id').forUpdate(),
    )
    .execute();
  const [alerted, rows] = await Promise.all([alertedAmong(db, ids), readTimelineRows(db, ids, 'facts')]);
  return { now, products, alerted, rows };
}

/**
 * The products the rules left undecided, decided here from every column of their offers: those
 * with an offer that has no history (written before history was kept), whose present the facts'
 * read of the offers leaves out. Rare: every price written since is logged.
 */
async function withUndecided(
  db: Database,
  input: PriceFactsInput,
  decision: PriceFactsDecision,
): Promise<PriceFactsDecision> {
  if (!decision.undecided.length) return decision;
  const undecided = new Set(decision.undecided);
  const again = decidePriceFacts({
    now: input.now,
    products: input.products.filter((product) => undecided.has(product.id)),
    alerted: input.alerted.filter((productId) => undecided.has(productId)),
    rows: await readTimelineRows(db, decision.undecided, 'all'),
  });
  return {
    facts: [...decision.facts, ...again.facts],
    references: [...decision.references, ...again.references],
    drops: [...decision.drops, ...again.drops],
    noDrop: [...decision.noDrop, ...again.noDrop],
    evaluations: [...decision.evaluations, ...again.evaluations],
    undecided: [],
  };
}

async function writePriceFacts(db: Database, input: PriceFactsInput, decided: PriceFactsDecision): Promise<void> {
  const { facts, references, drops, noDrop, evaluations } = await withUndecided(db, input, decided);
  // Each list is one parameter (sql-dialect.ts): the statements are prepared once, whatever a batch holds.
  if (facts.length) await writeOfferFacts(db, facts);
  if (references.length)
    await sql`
      UPDATE products SET min_price_reference = product.reference
      FROM ${listedRows(db, REFERENCE_COLUMNS, references)} AS product WHERE products.id = product.id`.execute(db);
  if (drops.length)
    await sql`
      INSERT INTO price_drops (product_id, category_id, began_at, total, reference_total, drop_bp)
      SELECT product_id, category_id, began_at, total, reference_total, drop_bp
      FROM ${listedRows(db, DROP_COLUMNS, drops)} AS drops WHERE true
      ON CONFLICT (product_id) DO UPDATE SET category_id = excluded.category_id, began_at = excluded.began_at,
        total = excluded.total, reference_total = excluded.reference_total, drop_bp = excluded.drop_bp`.execute(db);
  if (noDrop.length)
    await db
      .deleteFrom('price_drops')
      .where(isListed(db, 'product_id', noDrop))
      .execute();
  for (const [productId, steps] of evaluations) await evaluateAlerts(db, productId, steps, input.now);
}

/**
 * The offers' new facts. PostgreSQL's row trigger on offers would recompute each product once per
 * offer whose reference price changed (a PL/pgSQL call each, most of a first import's refresh); it
 * stands aside (postgres/feed-migrations.ts), and what it would change, the reference price of a
 * product whose cheapest offer it is, the rules decide with the facts (`references`). SQLite's
 * trigger does just that.
 */
async function writeOfferFacts(db: Database, facts: readonly OfferFactRow[]): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  if (postgres) await sql`SELECT set_config('pricing.bulk_offer_writes', 'on', true)`.execute(db);
  await sql`
    UPDATE offers SET price_since = fact.since, reference_price = fact.reference
    FROM ${listedRows(db, FACT_COLUMNS, facts)} AS fact WHERE offers.id = fact.id`.execute(db);
  if (postgres) await sql`SELECT set_config('pricing.bulk_offer_writes', 'off', true)`.execute(db);
}

/** After a write of the product's offers, in its transaction: its facts, and its place in the queue taken. */
export async function refreshWrittenProduct(db: Database, productId: number, now: number): Promise<void> {
  await refreshPriceFacts(db, [productId], now);
  await db.deleteFrom('price_facts_queue').where('product_id', '=', productId).execute();
}

/**
 * Takes up to `limit` queued products after `after` off the queue, inside the caller's
 * transaction. On PostgreSQL the rows are locked and others' locked rows skipped, so instances
 * catching up at the same time share the queue instead of refreshing the same products. The rows
 * to take are chosen once (a materialised CTE): as a subquery, a nested loop could run it again
 * for each queued row, its lock skipping the rows the DELETE had just removed, and so take the
 * whole queue in one batch.
 */
async function dequeue(db: Database, limit: number, after: number): Promise<number[]> {
  const skipLocked = engineOf(db) === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const { rows } = await sql<{ product_id: number }>`
    WITH taken AS MATERIALIZED (
      SELECT product_id FROM price_facts_queue WHERE product_id > ${after}
      ORDER BY product_id LIMIT ${limit} ${skipLocked})
    DELETE FROM price_facts_queue WHERE product_id IN (SELECT product_id FROM taken)
    RETURNING product_id`.execute(db);
  return rows.map((row) => row.product_id).sort((a, b) => a - b);
}

/**
 * Where a refresh takes its products from, a batch at a time: up to `limit` after `after`, in id
 * order. `consumes`: what is taken leaves it, as from the queue, and a last pass from its start
 * finds what was added behind the cursor meanwhile; otherwise one pass reads it all.
 */
export interface ProductBatches {
  take: (db: Database, limit: number, after: number) => Promise<number[]>;
  consumes: boolean;
}

/** The products queued for their price facts, taken off the queue. */
export const queuedProducts: ProductBatches = { take: dequeue, consumes: true };

/**
 * Takes `products` a batch at a time, refreshing each, until they are all taken; `run` runs each
 * batch's work (in a transaction of its own, or in the caller's). Each batch starts after the
 * last one's highest product: PostgreSQL keeps a taken row in the index until vacuumed, and a scan
 * from the start stepped over every one taken before (6.7 ms a batch, most of it that, by the end
 * of a million). Products queued behind the cursor meanwhile are taken by a last pass. Returns how many.
 */
async function refreshInBatches(
  products: ProductBatches,
  run: (batch: (db: Database) => Promise<number[]>) => Promise<number[]>,
  refresh: (db: Database, batch: number[]) => Promise<void>,
): Promise<number> {
  let refreshed = 0;
  let after = 0;
  for (;;) {
    const taken = await run(async (db) => {
      const batch = await products.take(db, CATCH_UP_BATCH, after);
      await refresh(db, batch);
      return batch;
    });
    refreshed += taken.length;
    if (taken.length === CATCH_UP_BATCH) after = taken.at(-1)!;
    else if (after === 0 || !products.consumes) return refreshed;
    else after = 0;
  }
}

/**
 * Batches being decided while one is written (refreshPriceFactsInBulkHere). With one, the import's
 * thread waited 3.5-4.6 s of a million products' 21-22 s of facts for rules that kept their thread
 * busy only 60 % of it (each decision's messages and the two cores' other threads delay it); with
 * two, 2.3-3.3 s, for one more batch's rows held (a few hundred KB).
 */
const DECIDING_AHEAD = 2;

/**
 * Refreshes every one of `products` inside the caller's transaction; returns how many. For a bulk
 * write that holds its transaction anyway (an import of most of the catalogue, with the listing
 * indexes aside on SQLite): its facts commit with it, once. A batch is written once the next
 * DECIDING_AHEAD have been read, so that rules running on another thread decide them while this
 * one reads and writes: batches are disjoint, and writing facts queues no product.
 */
export async function refreshPriceFactsInBulkHere(
  db: Database,
  products: ProductBatches,
  now: number = nowSeconds(),
  rules: PriceFactsRules = decidePriceFactsHere,
): Promise<number> {
  const deciding: { input: PriceFactsInput; decision: Promise<PriceFactsDecision> }[] = [];
  const writeOldest = async () => {
    const oldest = deciding.shift();
    if (oldest) await writePriceFacts(db, oldest.input, await oldest.decision);
  };
  const refreshed = await refreshInBatches(
    products,
    (batch) => batch(db),
    async (db, batch) => {
      const input = await readPriceFactsInput(db, batch, now);
      if (!input) return;
      const decision = rules(input);
      // Awaited when its batch is written; a failure then fails the drain.
      decision.catch(() => undefined);
      deciding.push({ input, decision });
      if (deciding.length > DECIDING_AHEAD) await writeOldest();
    },
  );
  while (deciding.length) await writeOldest();
  return refreshed;
}

/**
 * Refreshes every product whose offers changed around the write path (plain SQL, an import) and
 * so is still queued by the triggers, each batch in its own transaction; returns how many. Run at start.
 */
export async function refreshQueuedPriceFacts(
  db: Database,
  now: number = nowSeconds(),
  rules: PriceFactsRules = decidePriceFactsHere,
): Promise<number> {
  const drain = () =>
    refreshInBatches(
      queuedProducts,
      (batch) => inTransaction(db, batch),
      (tx, queued) => refreshPriceFacts(tx, queued, now, rules),
    );
  if (engineOf(db) !== 'postgres') return drain();
  const drained = await Promise.all(Array.from({ length: PARALLEL_DRAINS }, drain));
  return drained.reduce((sum, count) => sum + count, 0);
}
