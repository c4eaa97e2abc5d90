import { createHash } from 'node:crypto';
import { LruCache } from './lru.js';

/** Apollo's persisted-query link memoises 2000 hashes (cacheSizes default); the server keeps as many. */
export const PERSISTED_QUERY_LIMIT = 2000;

export interface PersistedQueryExtension {
  version: number;
  sha256Hash: string;
}

export type PersistedQueryOutcome =
  | { kind: 'query'; query: string; register: boolean }
  | { kind: 'error'; status: number; body: { errors: { message: string; extensions: { code: string } }[] } };

/** The exact answer Apollo's link recognises and retries (as a POST with the full query). */
export const PERSISTED_QUERY_NOT_FOUND = {
  errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
};

const fail = (status: number, message: string, code: string): PersistedQueryOutcome => ({
  kind: 'error',
  status,
  body: { errors: [{ message, extensions: { code } }] },
});

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Automatic persisted queries (Apollo APQ): a hash alone runs the query registered under it, or
 * answers PersistedQueryNotFound; a hash with its query registers the pair once the hash checks out.
 */
export class PersistedQueryStore {
  private readonly queries = new LruCache<string, string>(PERSISTED_QUERY_LIMIT);

  resolve(extension: unknown, query: string | undefined): PersistedQueryOutcome {
    const { version, sha256Hash } = (extension ?? {}) as Partial<PersistedQueryExtension>;
    if (version !== 1) return fail(400, 'Unsupported persisted query version', 'PERSISTED_QUERY_VERSION_NOT_SUPPORTED');
    if (typeof sha256Hash !== 'string' || !/^[0-9a-f]{64}$/i.test(sha256Hash)) {
      return fail(400, 'Invalid persisted query hash', 'BAD_USER_INPUT');
    }
    const hash = sha256Hash.toLowerCase();
    if (query === undefined) {
      const known = this.queries.get(hash);
      return known === undefined
        ? { kind: 'error', status: 200, body: PERSISTED_QUERY_NOT_FOUND }
        : { kind: 'query', query: known, register: false };
    }
    if (sha256Hex(query) !== hash) return fail(400, 'provided sha does not match query', 'BAD_USER_INPUT');
    return { kind: 'query', query, register: true };
  }

  /** Called once the query parsed, so hashes of garbage never take a slot. */
  register(sha256Hash: string, query: string): void {
    this.queries.set(sha256Hash.toLowerCase(), query);
  }
}
