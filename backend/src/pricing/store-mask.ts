/**
 * products.store_mask as the triggers compute it: bit (store id - 1) for each store with an
 * offer. A BigInt, because bit 62 does not fit a double's 53-bit integer range.
 */
export function storeMask(storeIds: readonly number[]): bigint {
  return storeIds.reduce((mask, id) => mask | (1n << BigInt(id - 1)), 0n);
}

/** Store ids are 1..63 (stores.id CHECK): one bit each in a 64-bit signed integer. */
export const MAX_STORE_ID = 63;
