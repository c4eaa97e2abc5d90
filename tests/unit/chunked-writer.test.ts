import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ClientGoneError, createChunkedWriter } from '@/lib/seo/chunked-writer';

/** A client that takes a chunk every millisecond, recording how much was ever waiting for it. */
function slowClient() {
  const received: string[] = [];
  let mostBuffered = 0;
  const stream = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      received.push(chunk.toString());
      setTimeout(done, 1);
    },
  });
  const write = stream.write.bind(stream);
  stream.write = ((chunk: string) => {
    const accepted = write(chunk);
    mostBuffered = Math.max(mostBuffered, stream.writableLength);
    return accepted;
  }) as typeof stream.write;
  return { stream, received: () => received.join(''), mostBuffered: () => mostBuffered };
}

describe('chunked writer', () => {
  it('sends everything in order, in chunks, never holding more than a chunk beyond what the client buffers', async () => {
    const client = slowClient();
    const out = createChunkedWriter(client.stream, 4 * 1024);
    const entries = Array.from(
      { length: 5_000 },
      (_, index) => `<url><loc>https://example.com/p/${index}/</loc></url>\n`,
    );
    for (const entry of entries) await out.write(entry);
    await out.flush();
    await new Promise((resolve) => client.stream.end(resolve));
    expect(client.received()).toBe(entries.join(''));
    // About 260 kB went through; at most one chunk past the client's own buffer ever waited.
    expect(client.mostBuffered()).toBeLessThan(16 * 1024 + 2 * 4 * 1024);
    // It waited many times with one listener of each kind, never one per wait.
    expect(client.stream.listenerCount('drain')).toBe(1);
    expect(client.stream.listenerCount('close')).toBe(1);
  });

  it('stops the producer once the client has gone', async () => {
    const client = slowClient();
    const out = createChunkedWriter(client.stream, 1024);
    await out.write('x'.repeat(2048));
    client.stream.destroy();
    await expect(out.write('y'.repeat(2048))).rejects.toBeInstanceOf(ClientGoneError);
  });
});
