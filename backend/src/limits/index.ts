import type { Db } from '../db/connection.js';
import type { LimitsConfig } from './limits-config.js';
import type { LimitStore } from './limit-store.js';
import { createRedisLimitStore } from './redis-limit-store.js';
import { createSqlLimitStore } from './sql-limit-store.js';

export type { Limit, LimitStore, LimitUse } from './limit-store.js';
export { loadLimitsConfig, type LimitsConfig } from './limits-config.js';
export { createSqlLimitStore } from './sql-limit-store.js';

/** The limits every instance shares: Redis when `REDIS_URL` is set, else the database. */
export async function openLimitStore(db: Db, config: LimitsConfig): Promise<LimitStore> {
  return config.redisUrl ? createRedisLimitStore(config.redisUrl) : createSqlLimitStore(db);
}
