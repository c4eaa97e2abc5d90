import type { RowProblem } from './feed-item.js';

/** A store's feed: where it is and how often it is imported (null: only when asked). */
export interface StoreFeed {
  storeId: number;
  source: string;
  everyMinutes: number | null;
  /** Seconds; when the schedule imports it next. */
  nextRunAt: number | null;
}

export interface CategoryMapEntry {
  /** The store's category as matching keys it (feedCategoryKey). */
  feedCategory: string;
  categoryId: number;
}

export type ImportTrigger = 'admin' | 'schedule' | 'command';
export type ImportStatus = 'running' | 'succeeded' | 'failed' | 'stopped';

export interface ImportCounts {
  items: number;
  previousItems: number | null;
  matched: number;
  unmatched: number;
  invalid: number;
  warnings: number;
  productsCreated: number;
  offersCreated: number;
  offersUpdated: number;
  offersUnchanged: number;
  outOfStock: number;
  revalidated: number;
}

/** An import and what it did; the report lists its problems (the first thousand). */
export interface ImportReport {
  id: number;
  storeId: number;
  source: string;
  trigger: ImportTrigger;
  status: ImportStatus;
  allowShrink: boolean;
  /** Seconds. */
  startedAt: number;
  finishedAt: number | null;
  error: string | null;
  counts: ImportCounts;
  problems: RowProblem[];
  problemsOmitted: number;
}

/** An item ready to apply: matched to a product, or making a new one, or neither (unmatched). */
export interface StagedItem {
  position: number;
  itemId: string;
  productId: number | null;
  /** What a new product is made of; its image is staged with it alone, as nothing reads a matched item's. */
  newProduct: {
    gtin: string;
    categoryId: number;
    title: string;
    brand: string;
    mpn: string | null;
    imageLink: string | null;
  } | null;
  price: number;
  originalPrice: number | null;
  shippingCost: number | null;
  inStock: boolean;
  url: string;
}

/** What the staged items' uniqueness found: ids listed again (invalid), products listed again (warnings). */
export interface StagedCheck {
  invalid: number;
  /** Of the invalid rows, those that had matched a product. */
  invalidMatched: number;
  warnings: number;
  /** How many of these problems were kept for the report. */
  stored: number;
}

export type ApplyResult =
  | {
      status: 'succeeded';
      counts: Pick<
        ImportCounts,
        'productsCreated' | 'offersCreated' | 'offersUpdated' | 'offersUnchanged' | 'outOfStock'
      >;
    }
  | { status: 'stopped'; error: string };

/**
 * Staged rows whose value may repeat an earlier staged row's, by the value the check compares:
 * positions, ascending (feeds/repeat-suspects.ts).
 */
export interface RepeatSuspects {
  itemIds: Int32Array;
  products: Int32Array;
  newGtins: Int32Array;
}

/**
 * Everything feed imports keep, behind one asynchronous interface over the pricing data's database
 * on either engine (`store/feed-store.ts`): stores' feed settings and schedule, their category
 * maps, import runs with their reports, the staged items, and the apply step, a few set-based
 * statements in one transaction.
 */
export interface FeedRepository {
  findStore(storeId: number): Promise<{ id: number; name: string; domain: string } | null>;
  getFeed(storeId: number): Promise<StoreFeed | null>;
  saveFeed(storeId: number, feed: { source: string; everyMinutes: number | null }, now: number): Promise<StoreFeed>;
  deleteFeed(storeId: number): Promise<boolean>;
  /** Claims the feeds whose time has come, moving each one's next run on: one instance gets each. */
  claimDueFeeds(now: number, limit: number): Promise<StoreFeed[]>;

  getCategoryMap(storeId: number): Promise<CategoryMapEntry[]>;
  /** Replaces a store's map; answers the category ids that do not exist (and then changes nothing). */
  replaceCategoryMap(storeId: number, entries: readonly CategoryMapEntry[]): Promise<{ unknownCategories: number[] }>;

  /** A new running import, or the id of the one already running for the store. */
  startImport(
    run: { storeId: number; source: string; trigger: ImportTrigger; allowShrink: boolean },
    now: number,
    leaseUntil: number,
  ): Promise<{ started: true; importId: number } | { started: false; runningId: number }>;
  renewLease(importId: number, leaseUntil: number): Promise<void>;

  /** The products with these GTINs, by GTIN. */
  productsByGtin(gtins: readonly string[]): Promise<Map<string, number>>;
  /** The products with these brand + MPN keys, by key, each key's in id order. */
  productsByBrandMpn(brandMpnKeys: readonly string[]): Promise<Map<string, number[]>>;
  /** Stages items and keeps problems for the report (up to `problemRoom` of them); answers how many it kept. */
  stageItems(
    importId: number,
    items: readonly StagedItem[],
    problems: readonly RowProblem[],
    problemRoom: number,
  ): Promise<{ stored: number }>;
  /**
   * Once the feed is staged: an id listed again makes its row invalid; a product listed by more
   * than one item is used once, by the first. Only `suspects` can repeat an earlier row (every row
   * that does is among them). Problems kept up to `problemRoom`.
   */
  checkStaged(importId: number, problemRoom: number, suspects: RepeatSuspects): Promise<StagedCheck>;
  /** Records an import that changed nothing, and why. */
  failImport(importId: number, error: string, counts: Partial<ImportCounts>, now: number): Promise<void>;
  /** Applies the staged items in one transaction, unless the feed shrank by more than half. */
  applyImport(
    importId: number,
    store: { id: number; domain: string },
    counts: Pick<ImportCounts, 'items' | 'matched' | 'unmatched' | 'invalid' | 'warnings'>,
    now: Date,
  ): Promise<ApplyResult>;
  /** Refreshes the price facts and alerts of every queued product (a committed import's), in batches. */
  refreshPriceFacts(now: number): Promise<number>;
  /** Folds the listings' facet counts the import appended (PostgreSQL; nothing on SQLite). */
  compactListingCounts(): Promise<void>;
  /** Products the import changed, in id order after `afterProductId`. */
  changedProducts(importId: number, afterProductId: number, limit: number): Promise<number[]>;
  /** The site was told about `revalidated` products: the queue is emptied and the import has ended. */
  finishRevalidation(importId: number, revalidated: number, now: number): Promise<void>;
  /** Drops the staged items no import needs any more (all but each store's last successful import's). */
  pruneStagedItems(storeId: number): Promise<void>;

  getImport(storeId: number, importId: number): Promise<ImportReport | null>;
  listImports(storeId: number, limit: number): Promise<Omit<ImportReport, 'problems' | 'problemsOmitted'>[]>;
}
