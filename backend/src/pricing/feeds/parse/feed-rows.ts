import type { RawFeedItem, RowProblem } from '../feed-item.js';

/** What a parser hands on at a time: the items it read, and the lines it could not read. */
export interface FeedRows {
  items: RawFeedItem[];
  problems: RowProblem[];
}
