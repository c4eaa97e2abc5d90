import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { allMigrations } from '../src/db/schema.js';
import { createSqlLimitStore, type LimitStore } from '../src/limits/index.js';
import { createRedisLimitStore } from '../src/limits/redis-limit-store.js';
import { startTestRedis, type TestRedis } from './support/redis-server.js';
import { createFakeClock } from './fixtures/accounts/harness.js';

/** The request limits every instance shares (backend/src/limits/): in the database, or in Redis. */

const folders: string[] = [];
const databases: Db[] = [];
function freshDatabase(): { db: Db; file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'limits-'));
  folders.push(dir);
  const file = path.join(dir, 'backend.sqlite');
  const db = openDatabase(file);
  migrate(db, allMigrations);
  databases.push(db);
  return { db, file };
}

let redis: TestRedis;
beforeAll(async () => {
  redis = await startTestRedis();
});
afterAll(async () => {
  for (const db of databases) db.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  await redis?.stop();
});

describe('limits in the database', () => {
  it('allow `max` uses in a window that starts with the first, then say how long to wait', async () => {
    const clock = createFakeClock(0);
    const limits = createSqlLimitStore(freshDatabase().db, clock.now);
    const limit = { max: 3, windowSeconds: 60 };
    for (let use = 0; use < 3; use++) {
      expect(await limits.take([{ key: 'key', limit }])).toBeNull();
      clock.advance(10);
    }
    expect(await limits.take([{ key: 'key', limit }])).toBe(30);
    clock.advance(29);
    expect(await limits.retryAfter('key', limit)).toBe(1);
    clock.advance(1);
    expect(await limits.take([{ key: 'key', limit }])).toBeNull();
    expect(await limits.retryAfter('other', limit)).toBeNull();
  });

  it('count nothing when one of several keys is used up', async () => {
    const limits = createSqlLimitStore(freshDatabase().db, createFakeClock(0).now);
    const small = { key: 'email', limit: { max: 1, windowSeconds: 60 } };
    const large = { key: 'client', limit: { max: 5, windowSeconds: 60 } };
    expect(await limits.take([small, large])).toBeNull();
    expect(await limits.take([small, large])).toBe(60);
    for (let use = 0; use < 4; use++) expect(await limits.take([large])).toBeNull();
    expect(await limits.take([large])).toBe(60);
  });

  it('are shared by every instance on the database and survive a restart', async () => {
    const { db, file } = freshDatabase();
    const limit = { max: 2, windowSeconds: 600 };
    await createSqlLimitStore(db).hit('victim', limit);
    const other = openDatabase(file);
    databases.push(other);
    await createSqlLimitStore(other).hit('victim', limit);
    expect(await createSqlLimitStore(db).retryAfter('victim', limit)).toBeGreaterThan(590);
  });

  it('never forget a count to make room: a flood of other keys leaves it as it was', async () => {
    const limits = createSqlLimitStore(freshDatabase().db);
    const limit = { max: 10, windowSeconds: 900 };
    for (let failure = 0; failure < 10; failure++) await limits.hit('login:account:user:5', limit);
    for (let other = 0; other < 12_000; other++) await limits.hit(`login:account:login:nobody-${other}`, limit);
    expect(await limits.retryAfter('login:account:user:5', limit)).toBeGreaterThan(0);
  });

  it('keep only hashes of their keys (which name addresses and accounts)', async () => {
    const { db } = freshDatabase();
    await createSqlLimitStore(db).hit('forgot:email:someone@shop.example', { max: 3, windowSeconds: 60 });
    expect(JSON.stringify(db.prepare('SELECT * FROM rate_limit_counters').all())).not.toContain('someone');
  });
});

/** Two instances' stores over one database file (two connections), or one Redis. */
async function twoInstancesOnDatabase(): Promise<[LimitStore, LimitStore]> {
  const { db, file } = freshDatabase();
  const other = openDatabase(file);
  databases.push(other);
  return [createSqlLimitStore(db), createSqlLimitStore(other)];
}
const twoInstancesOnRedis = async (): Promise<[LimitStore, LimitStore]> => [
  await createRedisLimitStore(redis.url),
  await createRedisLimitStore(redis.url),
];

describe.each([
  ['the database', twoInstancesOnDatabase],
  ['Redis', twoInstancesOnRedis],
] as const)('limits in %s', (_where, instances: () => Promise<[LimitStore, LimitStore]>) => {
  it('give the last allowance to exactly one of many racing requests', async () => {
    const [one, two] = await instances();
    const limit = { max: 5, windowSeconds: 60 };
    const key = `race-${Math.random()}`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 ? one : two).take([{ key, limit }])),
    );
    expect(answers.filter((wait) => wait === null)).toHaveLength(5);
    expect(answers.filter((wait) => wait !== null && wait > 0 && wait <= 60)).toHaveLength(35);
    await Promise.all([one.close(), two.close()]);
  });

  it('count failures, lock at the limit, and forget on reset', async () => {
    const [limits, other] = await instances();
    await other.close();
    const limit = { max: 3, windowSeconds: 900 };
    const key = `account-${Math.random()}`;
    for (let failure = 0; failure < 2; failure++) await limits.hit(key, limit);
    expect(await limits.retryAfter(key, limit)).toBeNull();
    await limits.hit(key, limit);
    expect(await limits.retryAfter(key, limit)).toBeGreaterThan(890);
    await limits.reset(key);
    expect(await limits.retryAfter(key, limit)).toBeNull();
    await limits.close();
  });
});
