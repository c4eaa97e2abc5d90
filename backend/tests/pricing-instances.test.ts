import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/availability.js';
import { inTransaction, type Database } from '../src/db/database.js';
import { migratePricingData } from '../src/db/pricing-migrator.js';
import { preparePricingData } from '../src/db/prepare-pricing-data.js';
import { openPricingStore, type PricingStore } from '../src/db/pricing-store.js';
import { buildServer } from '../src/http/server.js';
import { claimDueMail } from '../src/mail/outbox-claims.js';
import { queueMail } from '../src/mail/outbox.js';
import { evaluateAlerts } from '../src/pricing/alerts/alert-evaluation.js';
import { createAlert } from '../src/pricing/alerts/alert-repository.js';
import { refreshPriceFacts, refreshQueuedPriceFacts } from '../src/pricing/history/price-facts.js';
import { nowSeconds } from '../src/pricing/history/time.js';
import { lowestSteps } from '../src/pricing/history/timeline.js';
import { loadProductTimelines } from '../src/pricing/history/timeline-repository.js';
import { freePort } from '../scripts/postgres-server.mjs';
import { createTestDatabase, type TestDatabase } from './support/test-databases.js';
import { testEngines } from './support/test-engines.js';
import { openTestStores, rowsOf, scalarOf, type TestStores } from './helpers.js';

/**
 * What several instances of the pricing service on one PostgreSQL rely on, raced for real: two
 * pools on one database are two instances. (SQLite has one writer and one process; these are
 * PostgreSQL's.)
 */
const onPostgres = testEngines().includes('postgres');
const openInstance = (url: string): PricingStore =>
  openPricingStore({ engine: 'postgres', url, poolSize: 3, statementTimeoutMs: 30_000 });

/** Waits until a session of this database waits for a lock another holds. */
async function someoneWaitsForALock(db: Database): Promise<void> {
  for (;;) {
    const waiting = await scalarOf(
      db,
      sql`SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(onPostgres)('several instances on one PostgreSQL', () => {
  let a: TestStores;
  let b: PricingStore;

  beforeAll(async () => {
    a = await openTestStores({ engine: 'postgres' });
    b = openInstance(a.databaseUrl!);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('migrate a new database once when they start together', async () => {
    let fresh: TestDatabase | undefined;
    const instances: PricingStore[] = [];
    try {
      fresh = await createTestDatabase('empty');
      instances.push(openInstance(fresh.url), openInstance(fresh.url));
      const applied = await Promise.all(instances.map((instance) => migratePricingData(instance)));
      expect(applied.flat().sort()).toEqual(applied.find((names) => names.length > 0)!.sort());
      expect(await scalarOf(instances[0]!.db, sql`SELECT COUNT(*) FROM pricing_migrations`)).toBe(
        applied.flat().length,
      );
    } finally {
      for (const instance of instances) await instance.close();
      await fresh?.drop();
    }
  });

  it('start while another instance seeds for longer than their statement timeout: they wait for it, not fail', async () => {
    // Requests may take 200 ms here; the other instance holds the seed's lock for far longer.
    const config = { engine: 'postgres' as const, url: a.databaseUrl!, poolSize: 2, statementTimeoutMs: 200 };
    const starting = openPricingStore(config);
    const seeding = await b.db.connection().execute(async (connection) => {
      await sql`BEGIN`.execute(connection);
      await sql`SELECT pg_advisory_xact_lock(hashtextextended('pricewise-seed:catalogue', 0))`.execute(connection);
      try {
        const prepared = preparePricingData(config, starting);
        await someoneWaitsForALock(a.pricing);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        return prepared;
      } finally {
        await sql`COMMIT`.execute(connection);
      }
    });
    try {
      expect(await seeding).toEqual({ migrated: [], seeded: [], refreshedPriceFacts: 0 });
    } finally {
      await starting.close();
    }
  });

  it('notify a crossing once however many decide it at the same time', async () => {
    const productId = 401;
    const now = nowSeconds();
    await sql`UPDATE offers SET price = 20000, original_price = NULL, shipping_cost = 0, in_stock = 1, checked_at = ${now} WHERE product_id = ${productId}`.execute(
      a.pricing,
    );
    const alertId = await createAlert(a.pricing, {
      shopperId: 9,
      email: 'nine@pricewise.example',
      locale: 'en',
      productId,
      target: { kind: 'price', price: 15_000 },
      now,
    });
    await sql`UPDATE offers SET price = 14000 WHERE product_id = ${productId}`.execute(a.pricing);
    const steps = lowestSteps((await loadProductTimelines(a.pricing, productId)).timelines);
    const first = await a.pricing.startTransaction().execute();
    const second = await b.db.startTransaction().execute();
    try {
      await evaluateAlerts(first, productId, steps, now);
      // The second reads the alert armed, as the first has not committed; it must not notify again.
      const deciding = evaluateAlerts(second, productId, steps, now);
      await Promise.race([deciding, someoneWaitsForALock(a.pricing)]);
      await first.commit().execute();
      await deciding;
      await second.commit().execute();
    } catch (error) {
      await first
        .rollback()
        .execute()
        .catch(() => {});
      await second
        .rollback()
        .execute()
        .catch(() => {});
      throw error;
    }
    expect(
      await rowsOf(a.pricing, sql`SELECT cycle, price FROM alert_notifications WHERE alert_id = ${alertId}`),
    ).toEqual([{ cycle: 1, price: 14_000 }]);
    expect(await scalarOf(a.pricing, sql`SELECT COUNT(*) FROM mail_outbox WHERE alert_id = ${alertId}`)).toBe(1);
  });

  it('claim each message once: a worker skips what another is claiming instead of waiting for it', async () => {
    const now = nowSeconds();
    for (let index = 0; index < 6; index++) {
      await queueMail(a.pricing, {
        kind: 'account',
        accountId: 900 + index,
        to: `claims-${index}@pricewise.example`,
        subject: `Claim ${index}`,
        text: 'text',
        html: '<p>html</p>',
        now,
      });
    }
    const holding = await a.pricing.startTransaction().execute();
    try {
      const mine = await claimDueMail(holding, now, now + 300, 4);
      // The other instance claims while the first's claim is not committed yet.
      const theirs = await claimDueMail(b.db, now, now + 300, 10);
      await holding.commit().execute();
      const ids = [...mine.messages, ...theirs.messages].map((message) => message.id);
      expect(mine.messages).toHaveLength(4);
      expect(new Set(ids).size).toBe(ids.length);
      expect(theirs.messages.length).toBeGreaterThanOrEqual(2);
    } catch (error) {
      await holding
        .rollback()
        .execute()
        .catch(() => {});
      throw error;
    }
  });

  it("outlive the server ending a connection a transaction holds: that transaction's next statement fails, not the process", async () => {
    const instance = openInstance(a.databaseUrl!);
    try {
      const held = await instance.db.startTransaction().execute();
      const [{ pid }] = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(held)).rows as [
        { pid: number },
      ];
      await sql`SELECT pg_terminate_backend(${pid})`.execute(a.pricing);
      // Once the server has let it go, the connection has heard so (and emitted its error).
      while ((await scalarOf(a.pricing, sql`SELECT COUNT(*) FROM pg_stat_activity WHERE pid = ${pid}`)) > 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await scalarOf(a.pricing, sql`SELECT 1`);
      const failed = await sql`SELECT 1`.execute(held).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failed)).toBe(true);
      await held
        .rollback()
        .execute()
        .catch(() => {});
      // The pool makes a new connection for what comes next.
      expect(await scalarOf(instance.db, sql`SELECT 1 AS one`)).toBe(1);
    } finally {
      await instance.close();
    }
  });

  it('share the queued price facts when catching up together, refreshing each product once', async () => {
    await sql`UPDATE offers SET checked_at = checked_at + 1, price = price + 1 WHERE product_id BETWEEN 500 AND 560`.execute(
      a.pricing,
    );
    const queued = await scalarOf(a.pricing, sql`SELECT COUNT(*) FROM price_facts_queue`);
    expect(queued).toBeGreaterThanOrEqual(61);
    const refreshed = await Promise.all([refreshQueuedPriceFacts(a.pricing), refreshQueuedPriceFacts(b.db)]);
    expect(refreshed[0] + refreshed[1]).toBe(queued);
    expect(await scalarOf(a.pricing, sql`SELECT COUNT(*) FROM price_facts_queue`)).toBe(0);
  });

  it('refresh a queue of several batches two at a time, each product once and as one batch would', async () => {
    const changed = sql<{ id: number }>`SELECT id FROM products ORDER BY id LIMIT 1600`;
    await sql`UPDATE offers SET price = price + 1 WHERE product_id IN (${changed})`.execute(a.pricing);
    const queued = await scalarOf(a.pricing, sql`SELECT COUNT(*) FROM price_facts_queue`);
    expect(queued).toBeGreaterThan(1_000);
    const now = nowSeconds();
    expect(await refreshQueuedPriceFacts(a.pricing, now)).toBe(queued);
    expect(await scalarOf(a.pricing, sql`SELECT COUNT(*) FROM price_facts_queue`)).toBe(0);
    const facts = sql`SELECT id, price_since, reference_price FROM offers ORDER BY id`;
    const parallel = await rowsOf(a.pricing, facts);
    const ids = (await rowsOf<{ id: number }>(a.pricing, changed)).map((row) => row.id);
    await inTransaction(a.pricing, (tx) => refreshPriceFacts(tx, ids, now));
    expect(await rowsOf(a.pricing, facts)).toEqual(parallel);
  });
});

describe('the pricing service while its database is unreachable', () => {
  it('answers 503 with Retry-After, and its health check says so, without failing', async () => {
    // Nothing listens on this port: every connection is refused, as when PostgreSQL is down.
    const store = openInstance(`postgres://postgres@127.0.0.1:${await freePort()}/pricing`);
    const app = buildServer({ pricingDb: store.db, logLevel: 'silent' });
    try {
      for (const url of ['/restapi/stores', '/restapi/products/1', '/health']) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(503);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      const search = await app.inject({
        method: 'POST',
        url: '/restapi/search/search?q=sony',
        payload: { limit: 5 },
      });
      expect(search.statusCode).toBe(503);
    } finally {
      await app.close();
      await store.close();
    }
  });
});
