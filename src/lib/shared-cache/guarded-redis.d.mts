import type { RedisClientType } from '@redis/client';

export declare const UNAVAILABLE: unique symbol;

export interface GuardedRedisOptions {
  url: string;
  /** The longest any command may keep a request waiting. */
  timeoutMs: number;
  /** How often a stalled Redis is asked whether it answers again. Default 1000. */
  probeIntervalMs?: number;
  log?: Pick<Console, 'warn' | 'info'>;
}

export interface GuardedRedis {
  run<T>(command: (redis: RedisClientType) => Promise<T>): Promise<T | typeof UNAVAILABLE>;
  /** Connected and answering in time. */
  readonly available: boolean;
  /** Drops the connection without waiting for commands a stalled server holds. */
  close(): void;
}

export declare function connectGuardedRedis(options: GuardedRedisOptions): GuardedRedis;
