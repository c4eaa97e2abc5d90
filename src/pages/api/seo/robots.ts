import type { NextApiRequest, NextApiResponse } from 'next';
import { absoluteUrl } from '@/components/seo/site-urls';
import { ROBOTS_CACHE_CONTROL } from '@/config/cache';

/** Private and per-visitor pages: nothing there for a search engine, in either language. */
const PRIVATE_PATHS = ['/preview/', '/account/', '/login/', '/signup/', '/auth/', '/search/', '/api/'];

export default function robots(_req: NextApiRequest, res: NextApiResponse) {
  const disallowed = PRIVATE_PATHS.flatMap((path) => [path, `/uk${path}`]);
  const body = [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', ROBOTS_CACHE_CONTROL);
  res.status(200).send(body);
}
