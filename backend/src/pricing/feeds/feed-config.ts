import path from 'node:path';
import { z } from 'zod';
import { readSection, type EnvSource } from '../../env.js';
import { parseNetwork } from './fetch/address-guard.js';

const MB = 1024 * 1024;

const feedEnvSchema = z.object({
  FEED_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * MB),
  FEED_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  FEED_ALLOWED_NETWORKS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .superRefine((items, context) => {
      for (const item of items) {
        try {
          parseNetwork(item);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }
    }),
  FEED_FILES_DIR: z.string().min(1).optional(),
  FEED_SCHEDULE: z.enum(['on', 'off']).default('on'),
  BACKEND_DATA_DIR: z.string().min(1).default('.data'),
});

export interface FeedConfig {
  /** Largest feed read, in bytes (after decompression). */
  maxBytes: number;
  /** Longest a feed URL may take to arrive. */
  timeoutMs: number;
  /** Private networks feed URLs may reach anyway (CIDR ranges or addresses). */
  allowedNetworks: string[];
  /** The folder a store's feed may name files in. */
  filesDir: string;
  /** Whether this instance runs the stores' scheduled imports. */
  schedule: boolean;
}

/** The feed imports' settings (`FEED_*`). */
export function loadFeedConfig(source: EnvSource = process.env): FeedConfig {
  return readSection('feeds', feedEnvSchema, source, (env) => ({
    maxBytes: env.FEED_MAX_BYTES,
    timeoutMs: env.FEED_TIMEOUT_SECONDS * 1000,
    allowedNetworks: env.FEED_ALLOWED_NETWORKS,
    filesDir: path.resolve(env.FEED_FILES_DIR ?? path.join(env.BACKEND_DATA_DIR, 'feeds')),
    schedule: env.FEED_SCHEDULE === 'on',
  }));
}
