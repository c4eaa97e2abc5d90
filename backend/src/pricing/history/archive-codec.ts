import { DAY_SECONDS } from './time.js';
import type { PricePoint, StoreTimeline } from './timeline.js';

/**
 * A product's archived history (the generated demo history) in one small blob, because a row per
 * change point would be tens of millions of rows at a million products. Points fall on whole
 * UTC days. Per store, ascending: storeId, point count, then per point:
 *   day delta (from the previous point, the first from startDay), flags,
 *   [price delta from the previous listed price, zig-zag], [original - price], [shipping]
 * all as unsigned LEB128 varints. A typical point takes 4-5 bytes.
 */
const LISTED = 1;
const IN_STOCK = 2;
const HAS_ORIGINAL = 4;
const NEW_SHIPPING = 8;

export interface ArchiveRecord {
  startDay: number;
  data: Buffer;
}

class ByteWriter {
  private bytes = new Uint8Array(1024);
  length = 0;

  varint(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`cannot encode ${value} as a varint`);
    if (this.length + 8 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    while (value >= 0x80) {
      this.bytes[this.length++] = (value % 0x80) | 0x80;
      value = Math.floor(value / 0x80);
    }
    this.bytes[this.length++] = value;
  }

  toBuffer(): Buffer {
    return Buffer.from(this.bytes.subarray(0, this.length));
  }
}

const zigzag = (value: number): number => (value < 0 ? -2 * value - 1 : 2 * value);
const unzigzag = (value: number): number => (value % 2 === 1 ? -(value + 1) / 2 : value / 2);

function dayOfPoint(point: PricePoint): number {
  if (point.at % DAY_SECONDS !== 0) throw new Error(`archived points fall on whole days, got ${point.at}`);
  return point.at / DAY_SECONDS;
}

/** Null when no store has a point. */
export function encodeArchive(timelines: readonly StoreTimeline[]): ArchiveRecord | null {
  const withPoints = timelines.filter((timeline) => timeline.points.length > 0);
  if (withPoints.length === 0) return null;
  const startDay = Math.min(...withPoints.map((timeline) => dayOfPoint(timeline.points[0]!)));
  const writer = new ByteWriter();
  for (const timeline of [...withPoints].sort((a, b) => a.storeId - b.storeId)) {
    writer.varint(timeline.storeId);
    writer.varint(timeline.points.length);
    let day = startDay;
    let price = 0;
    let shipping = -1;
    for (const point of timeline.points) {
      const pointDay = dayOfPoint(point);
      writer.varint(pointDay - day);
      day = pointDay;
      if (point.price === null) {
        writer.varint(0);
        continue;
      }
      const newShipping = point.shipping !== shipping;
      writer.varint(
        LISTED |
          (point.inStock ? IN_STOCK : 0) |
          (point.original !== null ? HAS_ORIGINAL : 0) |
          (newShipping ? NEW_SHIPPING : 0),
      );
      writer.varint(zigzag(point.price - price));
      price = point.price;
      if (point.original !== null) writer.varint(point.original - point.price);
      if (newShipping) writer.varint(point.shipping);
      shipping = point.shipping;
    }
  }
  return { startDay, data: writer.toBuffer() };
}

export function decodeArchive({ startDay, data }: { startDay: number; data: Uint8Array }): StoreTimeline[] {
  let offset = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (offset >= data.length) throw new Error('truncated price history archive');
      const byte = data[offset++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
  };
  const timelines: StoreTimeline[] = [];
  while (offset < data.length) {
    const storeId = varint();
    const count = varint();
    const points: PricePoint[] = [];
    let day = startDay;
    let price = 0;
    let shipping = 0;
    for (let index = 0; index < count; index++) {
      day += varint();
      const flags = varint();
      if (!(flags & LISTED)) {
        points.push({ at: day * DAY_SECONDS, price: null, original: null, shipping, inStock: false });
        continue;
      }
      price += unzigzag(varint());
      const original = flags & HAS_ORIGINAL ? price + varint() : null;
      if (flags & NEW_SHIPPING) shipping = varint();
      points.push({ at: day * DAY_SECONDS, price, original, shipping, inStock: (flags & IN_STOCK) !== 0 });
    }
    timelines.push({ storeId, points });
  }
  return timelines;
}
