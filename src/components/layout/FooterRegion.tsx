import { staticRegion } from '@/components/static-region/static-region';
import type { ShellLink } from './shell-links';
import SiteFooterOnServer from './SiteFooter.region';
// The component stays out of the browser's first load, but its styles must not: a page's HTML
// links the CSS of its own chunks only, never a lazy chunk's. So the wrapper brings every style
// sheet the component uses that the app shell does not (tests/unit/static-region-styles.test.ts).
import '@/components/ui/BrandMarkList.module.css';
import './SiteFooter.module.css';

/** The footer as a static region: links (answered by ClientNavigation) and logos, nothing to hydrate. */
export const FooterRegion = staticRegion<{ contentLinks: ShellLink[] }>(SiteFooterOnServer, () =>
  import('./SiteFooter').then((module) => module.SiteFooter),
);
