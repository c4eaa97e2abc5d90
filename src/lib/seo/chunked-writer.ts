/** The part of a response the writer needs (a Node ServerResponse, or any Writable). */
export interface WritableTarget {
  write(chunk: string): boolean;
  once(event: 'drain' | 'close', listener: () => void): unknown;
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

  async function flush(): Promise<void> {
    if (target.destroyed) throw new ClientGoneError();
    if (pending === '') return;
    const accepted = target.write(pending);
    pending = '';
    if (accepted) return;
    await new Promise<void>((resolve) => {
      target.once('drain', resolve);
      target.once('close', resolve);
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
