import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serializeEntry, type StoredEntry } from '@/lib/shared-cache/cache-entry.mjs';
import { connectGuardedRedis, type GuardedRedis } from '@/lib/shared-cache/guarded-redis.mjs';
import { LocalCopies } from '@/lib/shared-cache/local-copies.mjs';
import { createSharedStore } from '@/lib/shared-cache/shared-store.mjs';
import { startRespServer, type RespServer } from './fixtures/resp-server';

/**
 * How long the store waits for Redis in the tests of a stalled or stopped Redis, where its giving
 * up is the point; long enough that a healthy answer on a busy machine is never taken for a stall.
 */
const TIMEOUT_MS = 1_000;
/** Where Redis is up, the store never gives up on it: an answer on a busy machine may be slow. */
const PATIENT_MS = 30_000;
/** A state that follows an outage or a recovery comes when the machine gets to it. */
const STATE = { timeout: 30_000 };
const PREFIX = 'pricewise:test-build:';
const KEY = '/route-cache/PAGES/h/$/en/p/kettle-5';

const page = (price: number, lastModified: number): StoredEntry => ({
  lastModified,
  cacheControl: { revalidate: 300 },
  tags: [],
  value: { kind: 'PAGES', html: `<p>£${price}</p>`, pageData: { price }, status: 200 },
});

let server: RespServer;
let redis: GuardedRedis;
let logged: { warn: string[]; info: string[] };

function connect(timeoutMs = TIMEOUT_MS) {
  logged = { warn: [], info: [] };
  redis = connectGuardedRedis({
    url: server.url,
    timeoutMs,
    probeIntervalMs: 25,
    log: { warn: (line: string) => logged.warn.push(line), info: (line: string) => logged.info.push(line) },
  });
  return createSharedStore({ redis, prefix: PREFIX, local: new LocalCopies(1024 * 1024) });
}

/**
 * The work's answer, or 'late' when a timer of `ms`, started with it, fires first. A stalled Redis
 * never answers, so only the store's own timeout or not waiting at all can answer first. The
 * store's timer is scheduled first and shorter, and like it this one ends in the next check phase
 * (setImmediate), so the order of the timers decides, not the machine's speed.
 */
async function before<T>(ms: number, work: () => Promise<T>): Promise<{ result: T } | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => setImmediate(() => resolve('late')), ms);
  });
  try {
    return await Promise.race([work().then((result) => ({ result })), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Answered by the store's timeout: before a timer three times as long. */
const withinTimeout = <T>(work: () => Promise<T>) => before(3 * TIMEOUT_MS, work);
/** Answered without waiting on Redis: before a timer as long as the store's timeout. */
const atOnce = <T>(work: () => Promise<T>) => before(TIMEOUT_MS, work);

beforeEach(async () => {
  server = await startRespServer();
});

afterEach(async () => {
  redis?.close();
  await server.stop();
});

describe('the shared cache when Redis stalls', () => {
  it('answers from the instance’s own copy within the timeout, and logs the outage once', async () => {
    const store = connect();
    await store.set(KEY, page(12, 1_000));
    expect(server.strings.has(`${PREFIX}entry:${KEY}`)).toBe(true);

    server.stall();
    const reads = await Promise.all(Array.from({ length: 5 }, () => withinTimeout(() => store.get(KEY))));
    for (const read of reads) expect(read).toMatchObject({ result: { value: { pageData: { price: 12 } } } });
    // Later requests do not wait at all while Redis is known to be down.
    expect(await atOnce(() => store.get(KEY))).toMatchObject({ result: { value: { pageData: { price: 12 } } } });
    expect(logged.warn).toHaveLength(1);
    expect(logged.warn[0]).toContain(`unavailable (no answer within ${TIMEOUT_MS} ms)`);
  });

  it('renders (a miss) when it has no copy, still within the timeout', async () => {
    const store = connect();
    await store.get('/warm-up');
    server.stall();
    expect(await withinTimeout(() => store.get(KEY))).toEqual({ result: null });
  });

  it('writes within the timeout too, keeping the copy for this instance', async () => {
    const store = connect();
    await store.get('/warm-up');
    server.stall();
    expect(await withinTimeout(() => store.set(KEY, page(9, 2_000)))).not.toBe('late');
    expect((await store.get(KEY))?.value).toMatchObject({ pageData: { price: 9 } });
  });

  it('shares pages again by itself once Redis answers, and says so once', async () => {
    const store = connect();
    await store.set(KEY, page(12, 1_000));
    server.stall();
    await store.get(KEY);
    server.resume();
    await vi.waitFor(() => expect(logged.info).toHaveLength(1), STATE);
    expect(logged.info[0]).toMatch(/is back/);

    // Another instance re-rendered the page: this one serves that copy at once.
    server.strings.set(`${PREFIX}entry:${KEY}`, serializeEntry(page(7, 5_000)));
    expect((await store.get(KEY))?.value).toMatchObject({ pageData: { price: 7 } });
    expect(logged.warn).toHaveLength(1);
  });
});

describe('the shared cache when Redis is down', () => {
  it('answers at once from its copy, reconnects by itself and gives Redis back the newer copy', async () => {
    const store = connect();
    await store.set(KEY, page(12, 1_000));
    await server.stop();
    await vi.waitFor(() => expect(logged.warn).toHaveLength(1), STATE);

    expect(await atOnce(() => store.get(KEY))).toMatchObject({ result: { value: { pageData: { price: 12 } } } });
    // Re-rendered here during the outage (an on-demand revalidation reached this instance).
    await store.set(KEY, page(11, 3_000));

    await server.start(); // empty, like a Redis restarted without its data
    await vi.waitFor(() => expect(logged.info).toHaveLength(1), STATE);
    expect((await store.get(KEY))?.value).toMatchObject({ pageData: { price: 11 } });
    await vi.waitFor(() => expect(server.strings.get(`${PREFIX}entry:${KEY}`)).toContain('"price":11'), STATE);
    expect(logged.warn).toHaveLength(1);
  });

  it('starts without Redis, serving misses at once', async () => {
    await server.stop();
    const store = connect();
    expect(await withinTimeout(() => store.get(KEY))).toEqual({ result: null });
  });
});

describe('the shared cache when Redis is up', () => {
  it('prefers a newer copy in Redis over its own, and its own newer copy over Redis’s', async () => {
    const store = connect(PATIENT_MS);
    await store.set(KEY, page(12, 1_000));
    server.strings.set(`${PREFIX}entry:${KEY}`, serializeEntry(page(8, 2_000)));
    expect((await store.get(KEY))?.value).toMatchObject({ pageData: { price: 8 } });

    await store.set(KEY, page(6, 3_000));
    server.strings.set(`${PREFIX}entry:${KEY}`, serializeEntry(page(8, 2_000)));
    expect((await store.get(KEY))?.value).toMatchObject({ pageData: { price: 6 } });
  });

  it('gives Redis its copy back only if no other instance wrote one meanwhile', async () => {
    const store = connect(PATIENT_MS);
    await store.set(KEY, page(12, 1_000));
    server.strings.clear(); // Redis restarted empty
    // Another instance re-renders the page just after this one found Redis empty.
    server.afterCommand = ([name]) => {
      if (name === 'GET') server.strings.set(`${PREFIX}entry:${KEY}`, serializeEntry(page(7, 5_000)));
    };
    expect((await store.get(KEY))?.value).toMatchObject({ pageData: { price: 12 } });
    server.afterCommand = null;
    await vi.waitFor(() => expect(server.commands.at(-1)?.[0]).toBe('SET'), STATE);
    expect(server.strings.get(`${PREFIX}entry:${KEY}`)).toContain('"price":7');
    expect((await store.get(KEY))?.value).toMatchObject({ pageData: { price: 7 } });
  });

  it('drops data-cache entries whose tag another instance revalidated', async () => {
    const store = connect(PATIENT_MS);
    await store.set('fetch-hash', {
      lastModified: 1_000,
      cacheControl: { revalidate: 60 },
      tags: ['prices'],
      value: { kind: 'FETCH', data: {} },
    });
    expect(await store.get('fetch-hash')).not.toBeNull();
    server.hashes.set(`${PREFIX}tags`, new Map([['prices', '2000']]));
    expect(await store.get('fetch-hash')).toBeNull();
  });
});
