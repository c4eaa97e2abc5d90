import { parentPort } from 'node:worker_threads';
import { decidePriceFacts } from '../price-facts-rules.js';
import type { PriceFactsReply, PriceFactsRequest } from './price-facts-protocol.js';

const port = parentPort!;

port.on('message', (request: PriceFactsRequest) => {
  const { id, now, products, alerted, changes, offers, offerColumns, archiveBytes } = request;
  let reply: PriceFactsReply;
  try {
    const archives = request.archives.map(({ product_id, startDay, offset, length }) => ({
      product_id,
      startDay,
      data: archiveBytes.subarray(offset, offset + length),
    }));
    reply = {
      id,
      decision: decidePriceFacts({ now, products, alerted, rows: { archives, changes, offers, offerColumns } }),
    };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
