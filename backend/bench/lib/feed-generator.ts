import { createRandom, hashSeed } from '../../src/seed/catalogue/random.js';
import { catalogueGtin } from '../../src/seed/catalogue/identifiers.js';
import { FEED_ATTRIBUTES } from '../../src/pricing/feeds/feed-item.js';

export type GeneratedFeedFormat = 'xml' | 'tsv';

export interface FeedGeneratorOptions {
  format: GeneratedFeedFormat;
  /** Items, one per product: products firstProductId, firstProductId + 1, ... */
  items: number;
  firstProductId?: number;
  /** The store's domain, for the links. */
  domain?: string;
  /** Another edition of the same feed: `changedShare` of its prices differ from edition 0's. */
  edition?: number;
  changedShare?: number;
}

const G = 'http://base.google.com/ns/1.0';
const CHUNK = 64 * 1024;
/** Every attribute an import reads, in its order: the generated TSV's columns. */
const COLUMNS = FEED_ATTRIBUTES;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const pounds = (pence: number) => `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')} GBP`;

/** One item's values: the same product id and edition always give the same item. */
function itemValues(productId: number, domain: string, edition: number, changedShare: number): string[] {
  const random = createRandom(hashSeed('feed-item', productId));
  const base = 1_000 + Math.floor(random.next() * 99_000);
  const changed = edition > 0 && createRandom(hashSeed('feed-edition', productId, edition)).next() < changedShare;
  const price = changed ? Math.max(100, Math.round(base * (0.8 + 0.1 * (edition % 3)))) : base;
  const onSale = random.chance(0.2);
  return [
    `SKU-${productId}`,
    `Bench product ${productId}`,
    `https://${domain}/p/${productId}`,
    `https://${domain}/i/${productId}.jpg`,
    pounds(onSale ? Math.round(price * 1.2) : price),
    onSale ? pounds(price) : '',
    random.chance(0.9) ? 'in_stock' : 'out_of_stock',
    catalogueGtin(productId),
    `BEN-${productId}`,
    'Benchmark',
    'GB:::3.99 GBP',
    'Electronics > Audio',
    'Audio > Headphones',
  ];
}

function xmlItem(values: string[]): string {
  const parts = ['<item>'];
  COLUMNS.forEach((name, index) => {
    const value = values[index]!;
    if (!value) return;
    if (name === 'shipping') {
      const [country, , , price] = value.split(':');
      parts.push(`<g:shipping><g:country>${country}</g:country><g:price>${price}</g:price></g:shipping>`);
    } else parts.push(`<g:${name}>${escapeXml(value)}</g:${name}>`);
  });
  parts.push('</item>\n');
  return parts.join('');
}

/**
 * A Merchant Center feed for products of the generated catalogue (matched by their GTINs), every
 * attribute the import reads, in chunks of about 64 kB so a million items never sit in memory.
 */
export function* generateFeed({
  format,
  items,
  firstProductId = 1,
  domain = 'bench-store.example',
  edition = 0,
  changedShare = 0.05,
}: FeedGeneratorOptions): Generator<string> {
  let buffer =
    format === 'xml'
      ? `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${G}">\n<channel>\n<title>Bench feed</title>\n`
      : `${COLUMNS.join('\t')}\n`;
  for (let index = 0; index < items; index++) {
    const values = itemValues(firstProductId + index, domain, edition, changedShare);
    buffer += format === 'xml' ? xmlItem(values) : `${values.join('\t')}\n`;
    if (buffer.length >= CHUNK) {
      yield buffer;
      buffer = '';
    }
  }
  yield format === 'xml' ? `${buffer}</channel>\n</rss>\n` : buffer;
}
