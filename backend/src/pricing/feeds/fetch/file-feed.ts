import fs from 'node:fs';
import path from 'node:path';
import { FeedError } from '../feed-errors.js';
import { PARSE_CHUNK_BYTES } from '../parse/read-feed.js';
import { tooLarge } from './http-feed.js';

/**
 * A feed file's name inside the feeds folder (a store's feed set through the back office may
 * only name files there): relative, without `..`, so an admin token cannot read other files.
 */
export function resolveFeedFile(filesDir: string, name: string): string {
  const resolved = path.resolve(filesDir, name);
  if (path.isAbsolute(name) || !resolved.startsWith(path.resolve(filesDir) + path.sep))
    throw new FeedError('file', `"${name}" is not a file name inside the feeds folder`);
  return resolved;
}

/**
 * Streams a local feed file in the parsers' chunks, refused past `maxBytes` (before reading when
 * its size says so).
 */
export async function* readFeedFile(file: string, maxBytes: number): AsyncGenerator<Uint8Array> {
  let size: number;
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) throw new FeedError('file', `${file} is not a file`);
    size = stat.size;
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError('file', `${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  if (size > maxBytes) throw tooLarge(maxBytes);
  let read = 0;
  for await (const chunk of fs.createReadStream(file, { highWaterMark: PARSE_CHUNK_BYTES }) as AsyncIterable<Buffer>) {
    read += chunk.length;
    if (read > maxBytes) throw tooLarge(maxBytes);
    yield chunk;
  }
}
