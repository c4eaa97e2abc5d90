import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { localePrefix } from '@/config/locales';

type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link to one of the site's own pages, in the reader's language (`/uk/…` under Ukrainian). A
 * plain `<a href>`: crawlers and scripts-off readers follow it, and with scripts the site's
 * navigation (ClientNavigation) opens it without a full page load.
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  const { i18n } = useTranslation();
  const internal = href.startsWith('/') && !href.startsWith('//');
  const localized = internal ? `${localePrefix(i18n.language)}${href}` : href;
  return (
    <a href={localized} {...rest}>
      {children}
    </a>
  );
}
