import { staticRegion } from '@/components/static-region/static-region';
import type { ShellLink } from './shell-links';
import SiteFooterOnServer from './SiteFooter.region';

/** The footer as a static region: links (answered by ClientNavigation) and logos, nothing to hydrate. */
export const FooterRegion = staticRegion<{ contentLinks: ShellLink[] }>(SiteFooterOnServer, () => import('./SiteFooter').then((module) => module.SiteFooter));
