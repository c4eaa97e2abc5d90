/**
 * Search suggestions as a shopper types them, and one timed request, shared by bench:search and
 * bench:scale. The queries are cut from the catalogue generator's product names, so they match a
 * catalogue built by `npm run seed`.
 */
import { generateProducts } from '../../src/seed/catalogue/product-generator.js';
import { createRandom, hashSeed, type Random } from '../../src/seed/catalogue/random.js';
import { fetchAgainIfClosed } from './fetch-again.js';

/** Unmeasured queries sent first. */
export const WARM_UP = 20;
/** Names the queries are cut from: the catalogue's first products, popular and long-tail alike. */
const NAME_SAMPLE = 50_000;

/** A shopper typing: the first one to four words of a name, the last cut at 2+ characters. */
function typedQuery(name: string, random: Random): { query: string; words: number } {
  const parts = name.split(/\s+/);
  const count = random.int(1, Math.min(4, parts.length));
  const typed = parts.slice(0, count);
  const last = typed[count - 1]!;
  typed[count - 1] = last.length <= 2 ? last : last.slice(0, random.int(2, last.length));
  const query = typed.join(' ');
  return { query: random.chance(0.5) ? query.toLowerCase() : query, words: count };
}

/** `count` typed queries, the same ones every run. */
export function buildQueries(count: number): { query: string; words: number }[] {
  const names = Array.from(generateProducts(NAME_SAMPLE, Math.floor(Date.now() / 1000)), (product) => product.name);
  const random = createRandom(hashSeed('search-bench'));
  return Array.from({ length: count }, () => typedQuery(random.pick(names), random));
}

/**
 * The search path to ask: the service's own, or with the trailing slash the site's paths have, as
 * the browser asks its same-origin proxy (without it the site answers 308 first, and each query
 * would cross the site twice).
 */
export async function searchPathOf(baseUrl: string): Promise<string> {
  const probe = await fetchAgainIfClosed(`${baseUrl}/restapi/search/search?q=a`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json' },
    body: '{"limit":1}',
  });
  await probe.body?.cancel();
  return probe.status === 308 ? '/restapi/search/search/' : '/restapi/search/search';
}

export async function timeQuery(
  baseUrl: string,
  searchPath: string,
  query: string,
): Promise<{ ms: number; numFound: number }> {
  const started = performance.now();
  const response = await fetchAgainIfClosed(`${baseUrl}${searchPath}?q=${encodeURIComponent(query)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 10 }),
  });
  const body = (await response.json()) as { numFound: number };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`"${query}" answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms, numFound: body.numFound };
}
