import { publicEnv } from '@/config/public-env';
import type { SeoContext } from '@/lib/seo/structured-data';
import { absoluteUrl } from './site-urls';

export function seoContext(siteName: string): SeoContext {
  return { url: (path) => absoluteUrl(path), currency: publicEnv.currencyCode, siteName };
}
