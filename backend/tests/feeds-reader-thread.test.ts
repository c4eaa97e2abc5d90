import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { generateFeed } from '../bench/lib/feed-generator.js';
import { FeedError } from '../src/pricing/feeds/feed-errors.js';
import { readFeed } from '../src/pricing/feeds/parse/read-feed.js';
import type { FeedReaderJob } from '../src/pricing/feeds/read/feed-reader-protocol.js';
import { readFeedInThread } from '../src/pricing/feeds/read/feed-reader.js';
import type { RawFeedItem, RowProblem } from '../src/pricing/feeds/feed-item.js';
import type { FeedRows } from '../src/pricing/feeds/parse/feed-rows.js';

/** A feed is fetched or opened and parsed in a thread of its own, its rows handed to the import. */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-reader-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function feedFile(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

const job = (source: string): FeedReaderJob => ({
  source,
  config: { maxBytes: 64 * 1024 * 1024, timeoutMs: 10_000, allowedNetworks: [], filesDir: dir },
  trustedPath: false,
  ahead: 1,
});

async function all(chunks: AsyncIterable<FeedRows>): Promise<{ items: RawFeedItem[]; problems: RowProblem[] }> {
  const items: RawFeedItem[] = [];
  const problems: RowProblem[] = [];
  for await (const rows of chunks) {
    items.push(...rows.items);
    problems.push(...rows.problems);
  }
  return { items, problems };
}

async function failureOf(chunks: AsyncIterable<FeedRows>): Promise<FeedError> {
  try {
    await all(chunks);
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error('the feed was read');
}

describe('readFeedInThread', () => {
  it('hands on the rows reading on the import’s own thread gives, in both formats', async () => {
    for (const format of ['xml', 'tsv'] as const) {
      const file = feedFile(`feed.${format}`, [...generateFeed({ format, items: 2_300 })].join(''));
      const here = await all(readFeed(fs.createReadStream(file)));
      const threaded = await all(readFeedInThread(job(`feed.${format}`)));
      expect(threaded.items).toHaveLength(2_300);
      expect(threaded).toEqual(here);
    }
    feedFile('bad-lines.tsv', 'id\tprice\nK-1\t12.99 GBP\n"K-2\t1\n');
    const lines = await all(readFeedInThread(job('bad-lines.tsv')));
    expect(lines.problems).toHaveLength(1);
    expect(lines).toEqual(await all(readFeed(fs.createReadStream(path.join(dir, 'bad-lines.tsv')))));
  });

  it('reports a feed it cannot read with the reason, as reading it here would', async () => {
    feedFile('broken.xml', '<rss version="2.0"><channel><item></channel></rss>');
    const broken = await failureOf(readFeedInThread(job('broken.xml')));
    expect(broken.failure).toBe('malformed');
    expect(broken.message).toMatch(/^not well-formed XML: /);
    const missing = await failureOf(readFeedInThread(job('missing.xml')));
    expect(missing.failure).toBe('file');
    expect(missing.message).toMatch(/cannot be read: ENOENT/);
    const outside = await failureOf(readFeedInThread(job('../outside.xml')));
    expect(outside).toMatchObject({
      failure: 'file',
      message: '"../outside.xml" is not a file name inside the feeds folder',
    });
  });

  it('fails a feed whose reading outgrows the thread’s heap as too large, instead of growing without bound', async () => {
    feedFile('any.xml', [...generateFeed({ format: 'xml', items: 20_000 })].join(''));
    const starved = await failureOf(readFeedInThread(job('any.xml'), { heapMb: 2 }));
    expect(starved).toMatchObject({
      failure: 'too-large',
      message: 'reading the feed needed more than 2 MB of memory',
    });
  });

  it('stops its thread when the import stops taking batches', async () => {
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    feedFile('long.xml', [...generateFeed({ format: 'xml', items: 20_000 })].join(''));
    let rows = 0;
    for await (const chunk of readFeedInThread(job('long.xml'))) {
      rows += chunk.items.length;
      break;
    }
    expect(rows).toBeLessThan(20_000);
    expect(terminate).toHaveBeenCalledTimes(1);
    terminate.mockRestore();
  });
});
