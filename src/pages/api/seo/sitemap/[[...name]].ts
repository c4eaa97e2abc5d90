// Its content URLs are read through Faust's Apollo client: an API route loads no document, so it registers Faust itself.
import '@/faust';
import type { NextApiRequest, NextApiResponse } from 'next';
import { absoluteUrl } from '@/components/seo/site-urls';
import { SITEMAP_CACHE_CONTROL } from '@/config/cache';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { RETRY_AFTER_SECONDS } from '@/lib/ssr/unavailable';
import { ClientGoneError, createChunkedWriter } from '@/lib/seo/chunked-writer';
import {
  categoryUrls,
  contentUrls,
  productSitemapCount,
  productUrls,
  type SitemapUrl,
} from '@/lib/seo/sitemap-sources';
import {
  INDEX_CLOSE,
  INDEX_OPEN,
  parseSitemapName,
  sitemapEntry,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntry,
} from '@/lib/seo/sitemap-xml';

// Children stream (50,000 URLs are about 6 MB), so Next's 4 MB warning for API routes does not apply.
export const config = { api: { responseLimit: false } };

/** Home and the site's own index pages; everything else comes from the two backends. */
const STATIC_PATHS = ['/', '/cl/', '/g/', '/n/'];

async function* pageUrls(): AsyncGenerator<SitemapUrl> {
  for (const path of STATIC_PATHS) yield { path, lastmod: null };
  yield* contentUrls();
}

function begin(res: NextApiResponse) {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', SITEMAP_CACHE_CONTROL);
}

/**
 * `/sitemap.xml` (an index) and `/sitemaps/{name}.xml`, streamed as the backends page through
 * their data. A backend failure before the first byte is a 503; after it, the connection is cut
 * so a crawler never keeps a truncated file.
 */
export default async function sitemap(req: NextApiRequest, res: NextApiResponse) {
  const segments = req.query.name;
  const name = Array.isArray(segments) && segments.length > 0 ? segments.join('/') : null;
  let started = false;
  try {
    if (name === null) {
      const parts = await productSitemapCount(getServerPricingClient());
      begin(res);
      started = true;
      res.write(INDEX_OPEN);
      for (const child of [
        'pages',
        'categories',
        ...Array.from({ length: parts }, (_, index) => `products-${index + 1}`),
      ]) {
        res.write(sitemapEntry(absoluteUrl(`/sitemaps/${child}.xml`), null));
      }
      res.end(INDEX_CLOSE);
      return;
    }
    const child = parseSitemapName(name);
    if (!child) {
      res.status(404).json({ error: `No sitemap named ${name}` });
      return;
    }
    const today = new Date().toISOString().slice(0, 10);
    const client = getServerPricingClient();
    const urls =
      child.kind === 'products'
        ? productUrls(client, child.part)
        : child.kind === 'pages'
          ? pageUrls()
          : categoryUrls(client, today);
    const out = createChunkedWriter(res);
    for await (const url of urls) {
      if (!started) {
        begin(res);
        await out.write(URLSET_OPEN);
        started = true;
      }
      await out.write(urlEntry(absoluteUrl(url.path), url.lastmod));
    }
    if (!started) {
      begin(res);
      await out.write(URLSET_OPEN);
    }
    await out.flush();
    res.end(URLSET_CLOSE);
  } catch (error) {
    if (error instanceof ClientGoneError) return;
    console.error(`sitemap ${name ?? 'index'} failed:`, error instanceof Error ? error.message : error);
    if (started) {
      res.destroy();
      return;
    }
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(503).json({ error: 'The sitemap is temporarily unavailable.' });
  }
}
