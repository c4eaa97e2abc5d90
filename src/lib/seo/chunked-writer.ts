/** The part of a response the writer needs (a Node ServerResponse, or any Writable). */
export interface WritableTarget {
  write(chunk: string): boolean;
  on(event: 'drain' | 'close', listener: () => void): unknown;
  readonly destroyed: boolean;
}

export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection.');
  }
}

/**
 * Writes many small strings (sitemap entries) as chunks of about `chunkSize` characters, and waits
 * whenever the client reads slower than they are produced: a 50,000-URL sitemap then holds one
 * chunk in memory, not the whole file, however slow the crawler. Throws ClientGoneError once the
 * client has gone, so the producer stops.
 */
export function createChunkedWriter(target: WritableTarget, chunkSize = 64 * 1024) {
  let pending = '';
  let wake: (() => void) | null = null;
  let listening = false;

  // One listener of each for the whole response, not one per wait: Next's compression moves
  // 'drain' listeners to its gzip stream, where `once` could never remove them.
  const resume = () => {
    const waiting = wake;
    wake = null;
    waiting?.();
  };

  async function flush(): Promise<void> {
    if (target.destroyed) throw new ClientGoneError();
    if (pending === '') return;
    const accepted = target.write(pending);
    pending = '';
    if (accepted) return;
    if (!listening) {
      target.on('drain', resume);
      target.on('close', resume);
      listening = true;
    }
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
    if (target.destroyed) throw new ClientGoneError();
  }

  return {
    async write(text: string): Promise<void> {
      pending += text;
      if (pending.length >= chunkSize) await flush();
    },
    flush,
  };
}
