// Plain JavaScript: part of the cache handler Next loads at run time.

/**
 * The instance's own copies of cached entries, most recently used kept, within a byte budget.
 * They answer while Redis is away, and they let a copy newer than Redis's (rendered here during
 * an outage) win and be written back when Redis returns.
 */
export class LocalCopies {
  /** @type {Map<string, { lastModified: number, text: string }>} */
  #copies = new Map();
  #bytes = 0;
  #maxBytes;

  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.#maxBytes = maxBytes;
  }

  get bytes() {
    return this.#bytes;
  }

  /** @param {string} key */
  get(key) {
    const copy = this.#copies.get(key);
    if (!copy) return undefined;
    // Re-inserting marks it most recently used (a Map keeps insertion order).
    this.#copies.delete(key);
    this.#copies.set(key, copy);
    return copy;
  }

  /**
   * @param {string} key
   * @param {number} lastModified
   * @param {string} text the serialized entry
   */
  set(key, lastModified, text) {
    this.delete(key);
    const size = text.length * 2; // UTF-16 in memory
    if (size > this.#maxBytes) return;
    this.#copies.set(key, { lastModified, text });
    this.#bytes += size;
    for (const [oldest, copy] of this.#copies) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#copies.delete(oldest);
      this.#bytes -= copy.text.length * 2;
    }
  }

  /** @param {string} key */
  delete(key) {
    const copy = this.#copies.get(key);
    if (!copy) return;
    this.#copies.delete(key);
    this.#bytes -= copy.text.length * 2;
  }
}
