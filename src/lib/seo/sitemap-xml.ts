/** Sitemap XML pieces (sitemaps.org protocol), written as streams: never one big string. */

/** The protocol's limit per child sitemap. */
export const MAX_URLS_PER_SITEMAP = 50_000;

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );
}

/** A W3C date (YYYY-MM-DD) from any parseable date, or nothing for an unusable one. */
export function toLastmod(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = '</urlset>\n';
export const INDEX_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const INDEX_CLOSE = '</sitemapindex>\n';

export function urlEntry(loc: string, lastmod: string | null): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
}

export function sitemapEntry(loc: string, lastmod: string | null): string {
  return `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`;
}

/** Child sitemap names: `pages`, `categories`, and `products-1`, `products-2`, … */
export function parseSitemapName(
  name: string,
): { kind: 'pages' | 'categories' } | { kind: 'products'; part: number } | null {
  if (name === 'pages' || name === 'categories') return { kind: name };
  const match = /^products-([1-9]\d{0,5})$/.exec(name);
  return match ? { kind: 'products', part: Number(match[1]) } : null;
}
