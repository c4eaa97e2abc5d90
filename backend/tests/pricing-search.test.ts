import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenize } from '../src/pricing/search/terms.js';
import { testEngines } from './support/test-engines.js';
import { sql } from 'kysely';
import { scalarOf, startTestBackend, type TestBackend } from './helpers.js';

interface Doc {
  id: number;
  productname: string;
  popularity: number;
  categoryfrontend: string[];
}

interface SearchResult {
  numFound: number;
  page: number;
  limit: number;
  docs: Doc[];
}

let backend: TestBackend;

async function search(q: string, body: { limit?: number; page?: number } = { limit: 50 }): Promise<SearchResult> {
  const response = await fetch(`${backend.baseUrl}/restapi/search/search?q=${encodeURIComponent(q)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `q=${q.slice(0, 40)}`).toBe(200);
  return (await response.json()) as SearchResult;
}

const names = (result: SearchResult) => result.docs.map((doc) => doc.productname);
const words = (doc: Doc) => tokenize(doc.productname);

describe.each(testEngines())('search on %s', (engine) => {
  beforeAll(async () => {
    backend = await startTestBackend({ engine });
  });

  afterAll(async () => {
    await backend?.close();
  });

  describe('prefix matching as you type', () => {
    it('matches every word as a prefix, the last one half typed', async () => {
      const result = await search('sam gal');
      expect(result.numFound).toBeGreaterThan(0);
      for (const doc of result.docs) {
        expect(words(doc).some((word) => word.startsWith('sam'))).toBe(true);
        expect(words(doc).some((word) => word.startsWith('gal'))).toBe(true);
      }
    });

    it('narrows as more is typed', async () => {
      const counts = [];
      for (const typed of ['so', 'son', 'sony', 'sony w', 'sony wh', 'sony wh 1000'])
        counts.push((await search(typed)).numFound);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts.at(-1)).toBeGreaterThan(0);
      // "wh" also starts "White" (Sony WF-1000XM5 White), but the name that reads as typed leads.
      const found = names(await search('sony wh 1000'));
      expect(found.every((name) => name.startsWith('Sony ') && name.includes('1000'))).toBe(true);
      expect(found[0]).toMatch(/^Sony WH-1000XM/);
    });

    it('finds products by their category words too', async () => {
      const result = await search('headphones');
      expect(result.numFound).toBeGreaterThan(0);
      expect(result.docs.every((doc) => doc.categoryfrontend.includes('Headphones'))).toBe(true);
    });
  });

  describe('case and accents', () => {
    it('ignores case', async () => {
      expect(await search('SONY WH')).toEqual(await search('sony wh'));
    });

    it('finds accented names from plain text and plain names from accented text', async () => {
      const plain = await search('fjallraven kanken');
      expect(plain.numFound).toBeGreaterThan(0);
      expect(names(plain).every((name) => name.startsWith('Fjällräven Kånken'))).toBe(true);
      expect(await search('FJÄLLRÄVEN KÅNKEN')).toEqual(plain);
      const pokemon = await search('pokemon');
      expect(names(pokemon).every((name) => name.includes('Pokémon'))).toBe(true);
      expect(pokemon.numFound).toBeGreaterThan(0);
      expect((await search('Póķèmön')).numFound).toBe(pokemon.numFound);
    });
  });

  describe('ranking', () => {
    it('puts whole-word name matches before prefixes and category-only matches', async () => {
      const result = await search('air');
      const wholeWord = result.docs.map((doc) => words(doc).includes('air'));
      expect(wholeWord[0]).toBe(true);
      expect(wholeWord).toEqual([...wholeWord].sort((a, b) => Number(b) - Number(a)));
      expect(wholeWord).toContain(false);
    });

    it('puts a name match before a category-only match', async () => {
      // "Bose Smart Soundbar" says it in its name; the rest only sit in the Soundbars category.
      const result = await search('soundbar');
      expect(words(result.docs[0]!)).toContain('soundbar');
      expect(result.docs.some((doc) => !words(doc).some((word) => word.startsWith('soundbar')))).toBe(true);
    });

    it('orders equally relevant results by popularity', async () => {
      const popularity = (await search('sony')).docs.map((doc) => doc.popularity);
      expect(popularity.length).toBeGreaterThan(10);
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    });

    it('pages through one fixed order without repeats or gaps', async () => {
      const all = await search('s', { limit: 50, page: 1 });
      const pages = [];
      for (let page = 1; page <= 5; page++)
        pages.push(...(await search('s', { limit: 10, page })).docs.map((doc) => doc.id));
      expect(pages).toEqual(all.docs.map((doc) => doc.id));
      expect(new Set(pages).size).toBe(50);
    });
  });

  describe('text is data, never query syntax', () => {
    const nasty = [
      '"',
      '""',
      '"sony',
      'sony"',
      '*',
      'sony*',
      '**',
      '-',
      '-sony',
      'sony -bose',
      'sony NOT bose',
      'AND',
      'OR',
      'NOT',
      'NEAR',
      'sony AND',
      'OR bose',
      'NEAR(sony bose, 2)',
      'sony + bose',
      '(',
      ')',
      '(sony',
      'sony)',
      ')(',
      '^sony',
      'name:sony',
      '{name category}: sony',
      "'; DROP TABLE products; --",
      '🎧',
      '🎧 sony 🎧',
      '\u0000',
      '\u200b',
      'a'.repeat(10_000),
      'sony '.repeat(2_000),
      // 1,000 emoji: 12 kB once URL-encoded, near Node's 16 kB limit on a request head.
      '🎧'.repeat(1_000),
    ];

    it.each(nasty.map((q) => [q.length > 40 ? `${q.slice(0, 20)}… (${q.length} chars)` : JSON.stringify(q), q]))(
      'answers %s sensibly',
      async (_label, q) => {
        const result = await search(q);
        expect(result.docs.length).toBeLessThanOrEqual(50);
        expect(result.numFound).toBeGreaterThanOrEqual(result.docs.length);
      },
    );

    it('reads operators and punctuation as plain words', async () => {
      const sony = await search('sony');
      expect(await search('"sony"')).toEqual(sony);
      expect(await search('sony*')).toEqual(sony);
      expect(await search('-sony')).toEqual(sony);
      expect(await search('(sony')).toEqual(sony);
      expect((await search('🎧 sony 🎧')).numFound).toBe(sony.numFound);
      expect((await search('🎧')).numFound).toBe(0);
      expect((await search('sony OR bose')).numFound).toBeLessThan(sony.numFound);
    });

    it('keeps the catalogue intact', async () => {
      await search("'; DROP TABLE products; --");
      expect(await scalarOf(backend.pricing, sql`SELECT COUNT(*) FROM products`)).toBeGreaterThanOrEqual(1000);
    });
  });
});
