/** Next's cache lifetime of an entry, as it passes it to the cache handler. */
export interface EntryCacheControl {
  revalidate?: number | false;
  expire?: number;
}

/** One cached response or data-cache value, as the shared cache stores it. */
export interface StoredEntry {
  /** When it was written (ms since the epoch): the newest copy of a key wins. */
  lastModified: number;
  cacheControl?: EntryCacheControl;
  /** Data-cache tags; empty for pages. */
  tags: string[];
  /** Next's cached value (page HTML and props, a redirect, fetched data); null for a cached 404. */
  value: unknown;
}

export declare const KEY_NAMESPACE: string;
export declare const STALE_PERIODS_KEPT: number;
export declare const MIN_TTL_SECONDS: number;
export declare const MAX_TTL_SECONDS: number;
export declare const MAX_ENTRY_BYTES: number;

export declare function keyPrefix(buildId: string): string;
export declare function entryKey(prefix: string, cacheKey: string): string;
export declare function tagsKey(prefix: string): string;
export declare function entryTtlSeconds(cacheControl: EntryCacheControl | undefined): number;
export declare function serializeEntry(entry: StoredEntry): string;
export declare function deserializeEntry(text: string): StoredEntry | null;
export declare function isInvalidatedByTags(
  tags: readonly string[],
  lastModified: number,
  revalidatedAt: ReadonlyMap<string, number>,
): boolean;
