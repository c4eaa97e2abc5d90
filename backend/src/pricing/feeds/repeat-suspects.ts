import type { RepeatSuspects, StagedItem } from './feed-repository.js';

/**
 * 4 MB of bits and 7 hashes: with an import's item ids, products and new GTINs in it (two million
 * values for a million items), about one value in 2,000 not seen before is taken for one seen.
 */
const FILTER_BITS = 2 ** 25;
const HASHES = 7;

/** Murmur3's finaliser: every input bit moves about half of the output's. */
function mix(hash: number): number {
  let h = hash;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a over the string's UTF-16 units, from `seed`. */
function hashText(text: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return mix(hash);
}

/** A Bloom filter: `add` answers whether the value may have been added before, and never misses one that was. */
class SeenBefore {
  private readonly bits = new Uint8Array(FILTER_BITS / 8);

  /** Adds the value whose hash is `hash` (32 bits, well mixed); true when every one of its bits was set already. */
  add(hash: number): boolean {
    // Double hashing: the k positions from two hashes, the step odd so it walks the whole table.
    const step = mix(hash + 0x9e3779b9) | 1;
    let seen = true;
    for (let index = 0, bit = hash; index < HASHES; index++, bit = (bit + step) >>> 0) {
      const at = bit & (FILTER_BITS - 1);
      const mask = 1 << (at & 7);
      const byte = at >>> 3;
      if (!(this.bits[byte]! & mask)) {
        seen = false;
        this.bits[byte]! |= mask;
      }
    }
    return seen;
  }
}

/** Row positions, in the order noted, in a typed array that doubles: 4 bytes a row, off the heap. */
class Positions {
  private list = new Int32Array(1_024);
  private length = 0;

  push(position: number): void {
    if (this.length === this.list.length) {
      const larger = new Int32Array(this.list.length * 2);
      larger.set(this.list);
      this.list = larger;
    }
    this.list[this.length++] = position;
  }

  values(): Int32Array {
    return this.list.subarray(0, this.length);
  }
}

const ITEM_SEED = 0x1b873593;
const PRODUCT_SEED = 0x68e31da4;
const GTIN_SEED = 0x5bd1e995;

/**
 * Watches the items an import stages, in the feed's order, for the rows the check after staging
 * must look at: those whose item id, product or new GTIN may have been staged before. Every row
 * that repeats one is among them; a row that does not is among them rarely (the filter's false
 * positives), and the check's own query then finds no earlier row. The check then probes those
 * rows instead of every staged row (a million index probes per key at a million items).
 */
export function watchRepeats(): { note(item: StagedItem): void; suspects(): RepeatSuspects } {
  const seen = new SeenBefore();
  const itemIds = new Positions();
  const products = new Positions();
  const newGtins = new Positions();
  let last = -Infinity;
  return {
    note(item) {
      // A row is only checked against the rows noted before it: they must be its earlier rows.
      if (item.position <= last) throw new Error(`staged row ${item.position} came after row ${last}`);
      last = item.position;
      if (seen.add(hashText(item.itemId, ITEM_SEED))) itemIds.push(item.position);
      if (item.productId !== null && seen.add(mix(item.productId ^ PRODUCT_SEED))) products.push(item.position);
      if (item.newProduct && seen.add(hashText(item.newProduct.gtin, GTIN_SEED))) newGtins.push(item.position);
    },
    suspects: () => ({ itemIds: itemIds.values(), products: products.values(), newGtins: newGtins.values() }),
  };
}
