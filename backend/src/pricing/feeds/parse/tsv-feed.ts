import { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import { FEED_ATTRIBUTES, type FeedAttribute, type RawFeedItem, type RowProblem } from '../feed-item.js';
import { FeedError } from '../feed-errors.js';
import { parseShippingText } from '../attributes/shipping.js';
import type { FeedRows } from './feed-rows.js';

const ATTRIBUTES = new Set<string>(FEED_ATTRIBUTES);
/** A record longer than this is no feed row: refused rather than buffered. */
const MAX_RECORD_BYTES = 1_000_000;
const BATCH = 500;

/** "g:image link" and "Image_Link" are the attribute image_link. */
function attributeOf(header: string): FeedAttribute | null {
  const name = header.trim().toLowerCase().replace(/^g:/, '').replace(/\s+/g, '_');
  return ATTRIBUTES.has(name) ? (name as FeedAttribute) : null;
}

interface Record {
  record: string[];
  info: { lines: number };
}

/**
 * Streams a tab-separated feed (a header line of attribute names, one item a line) with
 * csv-parse. `row` is the item's line in the file. A line that cannot be read (a stray quote, too
 * many or too few fields) is reported as an invalid row and reading goes on, so one import lists
 * every bad line.
 */
export async function* parseTsvFeed(chunks: AsyncIterable<string>): AsyncGenerator<FeedRows> {
  const skipped: RowProblem[] = [];
  const parser = Readable.from(chunks).pipe(
    parse({
      delimiter: '\t',
      bom: true,
      info: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_BYTES,
      skip_records_with_error: true,
      on_skip: (error: CsvError | undefined) => {
        const line = typeof error?.lines === 'number' ? error.lines : 0;
        skipped.push({
          row: line,
          itemId: null,
          kind: 'invalid',
          field: null,
          message: `unreadable line: ${error?.message}`,
        });
        return undefined;
      },
    }),
  );
  let columns: (FeedAttribute | null)[] | null = null;
  let items: RawFeedItem[] = [];
  let problems: RowProblem[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<Record>) {
      if (!columns) {
        columns = record.map(attributeOf);
        if (!columns.includes('id'))
          throw new FeedError(
            'malformed',
            'the first line names no id column: a tab-separated feed starts with its attribute names',
          );
        continue;
      }
      problems.push(...skipped.splice(0));
      if (record.length !== columns.length) {
        problems.push({
          row: info.lines,
          itemId: null,
          kind: 'invalid',
          field: null,
          message: `line has ${record.length} fields; the header has ${columns.length}`,
        });
        continue;
      }
      const item: RawFeedItem = { row: info.lines, values: {}, shipping: [] };
      record.forEach((value, index) => {
        const attribute = columns![index];
        if (!attribute) return;
        if (attribute === 'shipping') item.shipping = parseShippingText(value);
        else item.values[attribute] = value;
      });
      items.push(item);
      if (items.length >= BATCH) {
        yield { items, problems };
        items = [];
        problems = [];
      }
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new FeedError('malformed', `not a readable tab-separated file: ${message}`);
  }
  problems.push(...skipped.splice(0));
  if (!columns) throw new FeedError('malformed', 'the file is empty');
  if (items.length || problems.length) yield { items, problems };
}
