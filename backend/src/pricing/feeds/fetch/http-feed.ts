import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import zlib from 'node:zlib';
import { FeedError } from '../feed-errors.js';
import type { AddressCheck } from './address-guard.js';

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  isAllowedAddress: AddressCheck;
}

const MAX_REDIRECTS = 5;

/**
 * Resolves as Node would, then keeps only addresses the check allows: the connection goes to an
 * address that was checked (no second resolution an attacker's DNS could answer differently).
 */
function guardedLookup(isAllowed: AddressCheck): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const usable = addresses.filter((entry) => isAllowed(entry.address));
      if (!usable.length) {
        const refused = new FeedError(
          'private-address',
          `${hostname} resolves to a private address (${addresses.map((entry) => entry.address).join(', ')}); ` +
            'list its network in FEED_ALLOWED_NETWORKS to allow it',
        );
        return callback(refused as unknown as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

function request(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<http.IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !limits.isAllowedAddress(host))
    throw new FeedError(
      'private-address',
      `${host} is a private address; list its network in FEED_ALLOWED_NETWORKS to allow it`,
    );
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.get(url, {
      lookup: guardedLookup(limits.isAllowedAddress),
      signal,
      headers: { 'accept-encoding': 'gzip', 'user-agent': 'Pricewise feed import' },
    });
    outgoing.on('response', resolve);
    outgoing.on('error', reject);
  });
}

function failure(error: unknown, url: URL, signal: AbortSignal, timeoutMs: number): FeedError {
  if (error instanceof FeedError) return error;
  if (signal.aborted) return new FeedError('timeout', `the feed took longer than ${timeoutMs / 1000} s to arrive`);
  const message = error instanceof Error ? error.message : String(error);
  return new FeedError('unreachable', `${url.host} could not be reached: ${message}`);
}

/**
 * Streams a feed URL's body: http(s) only, redirects followed (at most five, each one checked
 * again), private addresses refused unless allowed, a 4xx/5xx answer reported with its status,
 * gzip undone, and the body cut off past `maxBytes` (counted after decompression) or `timeoutMs`
 * (the whole download).
 */
export async function* fetchFeed(source: string, limits: FetchLimits): AsyncGenerator<Uint8Array> {
  let url = new URL(source);
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let response: http.IncomingMessage | null = null;
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new FeedError('unsupported', `${url.protocol} links are not fetched; a feed URL is http(s)`);
      response = await request(url, limits, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location && status !== 304) {
        response.resume();
        if (hop === MAX_REDIRECTS) throw new FeedError('http-status', `more than ${MAX_REDIRECTS} redirects`);
        url = new URL(location, url);
        continue;
      }
      if (status >= 400) {
        response.resume();
        throw new FeedError('http-status', `the feed URL answered ${status} ${response.statusMessage ?? ''}`.trim());
      }
      if (status !== 200) throw new FeedError('http-status', `the feed URL answered ${status}, not 200`);
      break;
    }
    const declared = Number(response.headers['content-length']);
    const gzipped = /\bgzip\b/i.test(String(response.headers['content-encoding'] ?? ''));
    if (!gzipped && declared > limits.maxBytes) throw tooLarge(limits.maxBytes);
    const body: AsyncIterable<Uint8Array> = gzipped ? response.pipe(zlib.createGunzip()) : response;
    let received = 0;
    for await (const chunk of body) {
      received += chunk.length;
      if (received > limits.maxBytes) throw tooLarge(limits.maxBytes);
      yield chunk;
    }
  } catch (error) {
    throw failure(error, url, signal, limits.timeoutMs);
  } finally {
    response?.destroy();
  }
}

export function tooLarge(maxBytes: number): FeedError {
  return new FeedError(
    'too-large',
    `the feed is larger than ${maxBytes.toLocaleString('en-GB')} bytes (FEED_MAX_BYTES)`,
  );
}
