import { describe, expect, it } from 'vitest';
import { generateFeed } from '../bench/lib/feed-generator.js';
import { FeedError } from '../src/pricing/feeds/feed-errors.js';
import { validateItem, type RawFeedItem, type RowProblem } from '../src/pricing/feeds/feed-item.js';
import { detectFormat, PARSE_CHUNK_BYTES, readFeed } from '../src/pricing/feeds/parse/read-feed.js';
import { GOOGLE_NAMESPACE } from '../src/pricing/feeds/parse/xml-feed.js';

/** The streaming readers of both Merchant Center formats, fed in small chunks to cross every boundary. */

async function* bytesOf(text: string | Iterable<string>, size = 7): AsyncGenerator<Uint8Array> {
  const whole = Buffer.from(typeof text === 'string' ? text : [...text].join(''));
  for (let start = 0; start < whole.length; start += size) yield whole.subarray(start, start + size);
}

async function read(text: string | Iterable<string>, size?: number) {
  const items: RawFeedItem[] = [];
  const problems: RowProblem[] = [];
  for await (const rows of readFeed(bytesOf(text, size))) {
    items.push(...rows.items);
    problems.push(...rows.problems);
  }
  return { items, problems };
}

async function failure(text: string): Promise<FeedError> {
  try {
    await read(text);
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error('the feed was read');
}

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
 <channel>
  <title>Shop</title>
  <link>https://shop.example/</link>
  <item>
   <g:id>K-1</g:id>
   <title>Acme Kettle &amp; Stand — 1.7 l</title>
   <link>https://shop.example/kettle</link>
   <g:image_link><![CDATA[https://shop.example/kettle.jpg]]></g:image_link>
   <g:price>30.00 GBP</g:price>
   <g:sale_price>24.99 GBP</g:sale_price>
   <g:availability>in_stock</g:availability>
   <g:gtin>4006381333931</g:gtin>
   <g:mpn>KT-17</g:mpn>
   <g:brand>Acme</g:brand>
   <g:shipping><g:country>IE</g:country><g:price>9.00 GBP</g:price></g:shipping>
   <g:shipping><g:country>GB</g:country><g:service>Standard</g:service><g:price>3.49 GBP</g:price></g:shipping>
   <g:google_product_category>Home &amp; Garden &gt; Kitchen</g:google_product_category>
   <g:product_type>Kitchen &gt; Kettles</g:product_type>
   <g:product_type>Offers</g:product_type>
   <description>Ignored</description>
  </item>
  <item><g:id>K-2</g:id><g:title>Other</g:title><title>Plain RSS title loses</title></item>
 </channel>
</rss>`;

describe('RSS 2.0 with the g: namespace', () => {
  it('reads every attribute, shipping entries, CDATA and entities across chunk boundaries', async () => {
    const { items, problems } = await read(XML, 5);
    expect(problems).toEqual([]);
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({
      row: 1,
      values: {
        id: 'K-1',
        title: 'Acme Kettle & Stand — 1.7 l',
        link: 'https://shop.example/kettle',
        image_link: 'https://shop.example/kettle.jpg',
        price: '30.00 GBP',
        sale_price: '24.99 GBP',
        availability: 'in_stock',
        gtin: '4006381333931',
        mpn: 'KT-17',
        brand: 'Acme',
        google_product_category: 'Home & Garden > Kitchen',
        product_type: 'Kitchen > Kettles',
      },
      shipping: [
        { country: 'IE', price: '9.00 GBP' },
        { country: 'GB', price: '3.49 GBP' },
      ],
    });
    expect(validateItem(items[0]!).item).toMatchObject({ price: 2499, originalPrice: 3000, shippingCost: 349 });
    expect(items[1]).toMatchObject({ row: 2, values: { id: 'K-2', title: 'Other' } });
  });

  it('reads the namespace by its URI, whatever the prefix', async () => {
    const { items } = await read(
      '<rss version="2.0" xmlns:google="http://base.google.com/ns/1.0" xmlns:g="urn:other"><channel>' +
        '<item><google:id>A</google:id><g:id>not this one</g:id></item></channel></rss>',
    );
    expect(items.map((item) => item.values.id)).toEqual(['A']);
  });

  it('takes a namespace declared on an item for that item only, and the default namespace for plain names', async () => {
    const { items } = await read(
      '<rss version="2.0"><channel>' +
        '<item xmlns:x="http://base.google.com/ns/1.0"><x:id>B</x:id><x:price>1.00 GBP</x:price></item>' +
        '<item><id xmlns="http://base.google.com/ns/1.0">C</id><title>Plain title</title></item>' +
        '<item xmlns="urn:other"><id>not an item of the feed</id></item></channel></rss>',
    );
    expect(items.map((item) => item.values)).toEqual([
      { id: 'B', price: '1.00 GBP' },
      { id: 'C', title: 'Plain title' },
    ]);
    const error = await failure(
      '<rss version="2.0"><channel><item xmlns:x="http://base.google.com/ns/1.0"><x:id>B</x:id></item>\n' +
        '<item><x:id>C</x:id></item></channel></rss>',
    );
    expect(error.failure).toBe('malformed');
    expect(error.message).toMatch(/^not well-formed XML: 2:\d+: the prefix of <x:id> is not declared$/);
  });

  it('fails a file that is not well-formed, with the line', async () => {
    const error = await failure(XML.replace('</g:brand>', '</g:mpn>'));
    expect(error.failure).toBe('malformed');
    expect(error.message).toMatch(/^not well-formed XML: .*16:\d+.*/);
  });

  it('fails XML that is not an RSS feed, and a truncated file', async () => {
    expect((await failure('<feed><entry/></feed>')).message).toBe(
      'not an RSS 2.0 feed: the root element is <feed>, not <rss>',
    );
    expect((await failure(XML.slice(0, 400))).failure).toBe('malformed');
  });

  it('does not expand entities declared in the file', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa">]><rss><channel><item><g:id>&a;</g:id></item></channel></rss>`;
    expect((await failure(bomb)).failure).toBe('malformed');
  });
});

describe('the text the parsers take', () => {
  it('is at most PARSE_CHUNK_BYTES at a time, whatever the chunks the bytes arrive in, split characters kept whole', async () => {
    const item = (n: number) => `<item><g:id>C-${n}</g:id><g:title>Café crème n° ${n} é</g:title></item>\n`;
    const items = Array.from({ length: 4_000 }, (_, n) => item(n)).join('');
    const feed = (pad: number) =>
      Buffer.from(
        `<rss xmlns:g="${GOOGLE_NAMESPACE}"><channel><title>${'x'.repeat(pad)}</title>\n${items}</channel></rss>`,
      );
    // Padded so that the last "é" (0xc3 0xa9) starting before the first chunk's end straddles it.
    const unpadded = feed(0);
    const whole = feed(PARSE_CHUNK_BYTES - 1 - unpadded.lastIndexOf(0xc3, PARSE_CHUNK_BYTES - 1));
    expect(whole[PARSE_CHUNK_BYTES - 1]).toBe(0xc3);
    expect(whole.length).toBeGreaterThan(4 * PARSE_CHUNK_BYTES);
    let batches = 0;
    const titles: string[] = [];
    for await (const rows of readFeed(
      (async function* () {
        yield whole;
      })(),
    )) {
      batches++;
      titles.push(...rows.items.map((row) => row.values.title!));
    }
    // The XML parser yields the items of each text it is given.
    expect(batches).toBeGreaterThanOrEqual(Math.floor(whole.length / PARSE_CHUNK_BYTES));
    expect(titles).toEqual(Array.from({ length: 4_000 }, (_, n) => `Café crème n° ${n} é`));
  });
});

describe('tab-separated files', () => {
  const header = 'id\ttitle\tg:link\timage link\tprice\tavailability\tgtin\tshipping\tcolour';
  it('reads the attribute columns by name (g: prefix, spaces or underscores) and ignores others', async () => {
    const { items, problems } = await read(
      `\uFEFF${header}\nA\tKettle\thttps://shop.example/a\thttps://shop.example/a.jpg\t30 GBP\tin stock\t4006381333931\tGB:::3.49 GBP\tred\n\nB\tToaster\thttps://shop.example/b\t\t12.50 GBP\tout_of_stock\t\t\tblue\n`,
      3,
    );
    expect(problems).toEqual([]);
    expect(items).toEqual([
      {
        row: 2,
        values: {
          id: 'A',
          title: 'Kettle',
          link: 'https://shop.example/a',
          image_link: 'https://shop.example/a.jpg',
          price: '30 GBP',
          availability: 'in stock',
          gtin: '4006381333931',
        },
        shipping: [{ country: 'GB', price: '3.49 GBP' }],
      },
      expect.objectContaining({ row: 4, values: expect.objectContaining({ id: 'B', image_link: '' }) }),
    ]);
  });

  it('reports a line with the wrong number of fields by its line, and reads on', async () => {
    const { items, problems } = await read('id\tprice\nA\t1 GBP\nB\t2 GBP\textra\nC\t3 GBP\n');
    expect(items.map((item) => item.values.id)).toEqual(['A', 'C']);
    expect(problems).toEqual([
      { row: 3, itemId: null, kind: 'invalid', field: null, message: 'line has 3 fields; the header has 2' },
    ]);
  });

  it('fails a file without an id column, an empty file and bytes that are not UTF-8', async () => {
    expect((await failure('title\tprice\nA\t1 GBP\n')).message).toMatch(/names no id column/);
    expect((await failure('  \n')).message).toBe('the file is empty');
    await expect(
      (async () => {
        for await (const rows of readFeed(
          (async function* () {
            yield Buffer.from([0x69, 0x64, 0x0a, 0xff, 0xfe]);
          })(),
        ))
          void rows;
      })(),
    ).rejects.toThrow('the file is not UTF-8 text');
  });
});

describe('the feed generator', () => {
  it('writes the same items in both formats, all valid', async () => {
    const xml = await read(generateFeed({ format: 'xml', items: 300, firstProductId: 11 }), 4096);
    const tsv = await read(generateFeed({ format: 'tsv', items: 300, firstProductId: 11 }), 4096);
    expect(xml.items).toHaveLength(300);
    const valid = (items: RawFeedItem[]) => items.map((item) => ({ ...validateItem(item).item!, row: 0 }));
    expect(valid(xml.items)).toEqual(valid(tsv.items));
    expect(xml.items.every((item) => validateItem(item).problems.length === 0)).toBe(true);
  });

  it('tells the two formats apart by their first character', () => {
    expect(detectFormat('\uFEFF  <?xml')).toBe('xml');
    expect(detectFormat('id\ttitle')).toBe('tsv');
  });
});
