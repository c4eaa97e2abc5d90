import { forgetSiteMenus } from '@/lib/content/site-menus-query';
import { timingSafeEqual } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { pathOf } from '@/components/seo/site-urls';
import { getServerEnv } from '@/config/env';
import { SITE_LOCALE_PREFIXES } from '@/config/locales';
import { toDealsVariant } from '@/lib/catalogue/deals-query';
import { HISTORY_VARIANTS } from '@/lib/catalogue/history-variant';
import { productPath } from '@/lib/catalogue/slugs';
import { forgetHotCopies } from '@/lib/hot-copies/registry.mjs';
import { getProductsByIds } from '@/lib/pricing/products';
import { getServerPricingClient } from '@/lib/pricing/server-client';
import { PRIVATE_CACHE_CONTROL } from '@/config/cache';

const revalidationRequest = z
  .object({
    event: z.string().min(1).max(64),
    uris: z.array(z.string().startsWith('/').max(2000)).max(200).optional(),
    productIds: z.array(z.number().int().positive()).max(200).optional(),
  })
  .refine(
    (body) => (body.uris?.length ?? 0) + (body.productIds?.length ?? 0) > 0,
    'Name at least one uri or productId.',
  );

function secretMatches(given: unknown): boolean {
  const expected = Buffer.from(getServerEnv().REVALIDATE_SECRET);
  const actual = Buffer.from(typeof given === 'string' ? given : '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * On-demand revalidation, called by the content service when a post, page, guide or review is
 * published, updated or deleted, and by the pricing service when prices change: the named pages
 * (in every UI language) are regenerated, so they are fresh on the next request. Cached variants
 * (price-history periods, the deals page) are named by their own paths, which src/proxy.ts serves
 * to revalidation requests only.
 */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  if (req.method !== 'POST') return res.setHeader('Allow', 'POST').status(405).json({ error: 'Use POST.' });
  if (!secretMatches(req.headers['x-revalidate-secret']))
    return res.status(401).json({ error: 'Wrong or missing revalidation secret.' });
  const body = revalidationRequest.safeParse(req.body);
  if (!body.success) return res.status(400).json({ error: body.error.issues.map((issue) => issue.message).join('; ') });

  // A content change may be a page the shell's menus link to (or a menu): read them again.
  if (body.data.uris?.length) forgetSiteMenus();
  // WordPress URIs are site paths already; pathOf gives them the site's trailing slash.
  const paths = new Set((body.data.uris ?? []).map(pathOf));
  if (body.data.productIds?.length) {
    const products = await getProductsByIds(getServerPricingClient(), body.data.productIds);
    if (!products.ok) return res.status(503).json({ error: 'The pricing service is unavailable; try again.' });
    for (const product of products.value) {
      const path = productPath(product.name, product.id);
      paths.add(path);
      // Each price-history period is a cached page of its own (src/proxy.ts).
      for (const variant of HISTORY_VARIANTS) paths.add(`${path}${variant}/`);
    }
    // A price change can make or end a price drop: the deals page's first, unfiltered page (the
    // others refresh on their own timer).
    paths.add(`/deals/${toDealsVariant({ category: null, page: 1 })}/`);
  }

  const revalidated: string[] = [];
  const skipped: string[] = [];
  for (const path of paths) {
    for (const prefix of SITE_LOCALE_PREFIXES) {
      const localized = `${prefix}${path}`;
      try {
        // A regeneration already under way (a stale page's, started before the change) is joined,
        // not restarted, by Next: its copy read the backend too early. The second call starts a
        // new one once it ends, so the page always reflects the change.
        await res.revalidate(localized);
        await res.revalidate(localized);
        revalidated.push(localized);
      } catch {
        // Never generated yet, or not a static page: the next visit renders it fresh anyway.
        skipped.push(localized);
      }
    }
  }
  // This instance's hot copies (scripts/site-server.mjs) would answer with the old pages for up to a second.
  forgetHotCopies();
  return res.status(200).json({ event: body.data.event, revalidated, skipped });
}
