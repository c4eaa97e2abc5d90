import { expect, type APIRequestContext } from '@playwright/test';

/** What a crawler sees: the server-rendered HTML, no JavaScript. */
export interface CrawledPage {
  status: number;
  title: string;
  description: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
  h1: string[];
  jsonLd: Record<string, unknown>[];
  html: string;
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decode(match[1]!) : null;
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

export async function crawl(request: APIRequestContext, path: string): Promise<CrawledPage> {
  const response = await request.get(path, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
  const html = await response.text();
  const links = [...html.matchAll(/<link [^>]*>/gi)].map((match) => match[0]);
  const alternates: Record<string, string> = {};
  for (const link of links.filter((tag) => /rel="alternate"/i.test(tag) && /hreflang=/i.test(tag))) {
    alternates[attribute(link, 'hreflang')!] = attribute(link, 'href')!;
  }
  const canonicalTag = links.find((tag) => /rel="canonical"/i.test(tag));
  const descriptionTag = [...html.matchAll(/<meta [^>]*>/gi)]
    .map((match) => match[0])
    .find((tag) => /name="description"/i.test(tag));
  const jsonLd = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => {
      const parsed = JSON.parse(match[1]!) as Record<string, unknown>;
      expect(parsed['@context']).toBe('https://schema.org');
      return parsed;
    },
  );
  return {
    status: response.status(),
    title: decode(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? ''),
    description: descriptionTag ? attribute(descriptionTag, 'content') : null,
    canonical: canonicalTag ? attribute(canonicalTag, 'href') : null,
    alternates,
    h1: [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/gi)].map((match) =>
      decode(match[1]!.replace(/<[^>]+>/g, '')).trim(),
    ),
    jsonLd,
    html,
  };
}

export function jsonLdOfType(page: CrawledPage, type: string): Record<string, unknown> {
  const found = page.jsonLd.find((item) => item['@type'] === type);
  expect(found, `${type} JSON-LD`).toBeTruthy();
  return found!;
}
