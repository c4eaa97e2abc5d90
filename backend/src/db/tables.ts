import type { ColumnType, Generated } from 'kysely';

/**
 * The pricing service's tables as the query builder sees them. Both engines keep the same columns
 * and types: money in integer pence, times in integer seconds (products' and offers' `*_at` text
 * columns hold ISO-8601 strings), flags as 0/1 integers, JSON as text.
 */
type Id = Generated<number>;
/** A nullable column an insert may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** A column the database computes; never written. */
type Computed<T> = ColumnType<T, never, never>;

export interface CategoriesTable {
  id: number;
  parent_id: number | null;
  name: string;
  position: ColumnType<number, number | undefined, number>;
  product_count: Generated<number>;
}

export interface StoresTable {
  id: number;
  name: string;
  domain: string;
  logo: string;
  payment_methods: Generated<string>;
  shipping_carriers: Generated<string>;
  offer_count: Generated<number>;
}

export interface ProductsTable {
  id: number;
  category_id: number;
  name: string;
  brand: string;
  specs: Generated<string>;
  image_count: number;
  popularity: number;
  created_at: string;
  updated_at: string;
  best_offer_id: number | null;
  min_price: number | null;
  min_price_original: number | null;
  min_price_reference: number | null;
  store_count: Generated<number>;
  store_mask: Generated<number | bigint>;
  discount: Computed<number>;
  /** GTIN-14 (zero-padded), what feeds match by first. */
  gtin: Optional<string>;
  mpn: Optional<string>;
  /** Brand and MPN as feeds' matching compares them (feeds/matching.ts's brandMpnKey). */
  mpn_key: Optional<string>;
}

export interface ProductTextsTable {
  product_id: number;
  description: string;
  /** The store's picture of a product a feed created. */
  image_link: Optional<string>;
}

export interface OffersTable {
  id: Id;
  product_id: number;
  store_id: number;
  price: number;
  original_price: number | null;
  shipping_cost: number;
  in_stock: number;
  url: string;
  updated_at: string;
  checked_at: number | null;
  price_since: number | null;
  reference_price: number | null;
}

export interface SearchDocumentsTable {
  rank: number;
  product_id: number;
  category_id: number;
  name: string;
}

export interface PriceHistoryArchiveTable {
  product_id: number;
  start_day: number;
  data: Buffer;
}

export interface PriceChangesTable {
  id: Id;
  product_id: number;
  store_id: number;
  changed_at: number;
  price: number | null;
  original_price: number | null;
  shipping_cost: number | null;
  in_stock: number;
}

export interface PriceFactsQueueTable {
  product_id: number;
}

export interface PriceDropsTable {
  product_id: number;
  category_id: number;
  began_at: number;
  total: number;
  reference_total: number;
  drop_bp: number;
}

export interface OfferReportsTable {
  id: Id;
  offer_id: number;
  product_id: number;
  store_id: number;
  reason: string;
  note: string | null;
  client_key: string;
  created_at: number;
}

export interface PriceAlertsTable {
  id: Id;
  shopper_id: number;
  email: string;
  locale: 'en' | 'uk';
  product_id: number;
  target_kind: 'price' | 'low90';
  target_price: number | null;
  paused: Generated<number>;
  armed: Generated<number>;
  /** Counts the alert's arming: one crossing of its target per cycle, one notification per crossing. */
  cycle: Generated<number>;
  last_fired_at: number | null;
  last_emailed_at: number | null;
  created_at: number;
  /** What its unsubscribe links name it by: random, never reused as ids are. */
  unsubscribe_key: string;
}

export interface AlertNotificationsTable {
  id: Id;
  alert_id: number;
  cycle: number;
  shopper_id: number;
  product_id: number;
  price: number;
  created_at: number;
  read_at: number | null;
}

export interface AlertContactsTable {
  shopper_id: number;
  email: string;
  email_verified: number;
  updated_at: number;
}

export interface MailOutboxTable {
  id: Id;
  kind: 'alert' | 'account';
  alert_id: number | null;
  account_id: number | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Generated<string>;
  created_at: number;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** A link email's link expires then: it is dropped unsent after it. */
  expires_at: number | null;
  /** The claim of the worker sending it: only that worker may record the outcome. */
  lease_token: string | null;
  sent_at: number | null;
  last_error: string | null;
}

export interface SeedStateTable {
  area: string;
  version: number;
  seeded_at: Generated<string>;
}

export interface StoreFeedsTable {
  store_id: number;
  source: string;
  every_minutes: number | null;
  next_run_at: number | null;
  updated_at: number;
}

export interface StoreCategoryMapTable {
  store_id: number;
  feed_category: string;
  category_id: number;
}

export interface FeedImportsTable {
  id: Id;
  store_id: number;
  source: string;
  trigger: 'admin' | 'schedule' | 'command';
  status: 'running' | 'succeeded' | 'failed' | 'stopped';
  allow_shrink: number;
  started_at: number;
  finished_at: number | null;
  lease_until: number | null;
  error: string | null;
  items: Generated<number>;
  previous_items: number | null;
  invalid: Generated<number>;
  unmatched: Generated<number>;
  warnings: Generated<number>;
  matched: Generated<number>;
  products_created: Generated<number>;
  offers_created: Generated<number>;
  offers_updated: Generated<number>;
  offers_unchanged: Generated<number>;
  out_of_stock: Generated<number>;
  revalidated: Generated<number>;
  /** When a successful import checked the offers it lists (pricing/catalogue/offer-checked.ts); null before it applied. */
  offers_checked_at: number | null;
}

export interface FeedImportProblemsTable {
  import_id: number;
  row: number;
  item_id: string | null;
  kind: 'invalid' | 'unmatched' | 'warning';
  field: string | null;
  message: string;
}

export interface FeedItemsTable {
  import_id: number;
  position: number;
  item_id: string;
  product_id: number | null;
  new_gtin: string | null;
  new_category_id: number | null;
  new_title: string | null;
  new_brand: string | null;
  new_mpn: string | null;
  new_mpn_key: string | null;
  image_link: string | null;
  price: number;
  original_price: number | null;
  shipping_cost: number | null;
  in_stock: number;
  url: string;
}

export interface FeedImportChangesTable {
  import_id: number;
  product_id: number;
  /** 1: a change the price history keeps (price, "was" price, shipping, stock). */
  priced: number;
}

export interface Tables {
  categories: CategoriesTable;
  stores: StoresTable;
  products: ProductsTable;
  product_texts: ProductTextsTable;
  offers: OffersTable;
  search_documents: SearchDocumentsTable;
  price_history_archive: PriceHistoryArchiveTable;
  price_changes: PriceChangesTable;
  price_facts_queue: PriceFactsQueueTable;
  price_drops: PriceDropsTable;
  offer_reports: OfferReportsTable;
  price_alerts: PriceAlertsTable;
  alert_notifications: AlertNotificationsTable;
  alert_contacts: AlertContactsTable;
  mail_outbox: MailOutboxTable;
  seed_state: SeedStateTable;
  store_feeds: StoreFeedsTable;
  store_category_map: StoreCategoryMapTable;
  feed_imports: FeedImportsTable;
  feed_import_problems: FeedImportProblemsTable;
  feed_items: FeedItemsTable;
  feed_import_changes: FeedImportChangesTable;
}
