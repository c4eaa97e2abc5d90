import { createContext, useContext } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';

/**
 * A link the shell shows from the content backend's menus: a site path or an outside URL, with
 * the editor's label, or a translation key for one of the site's own fallback pages.
 */
export type ShellLink = {
  id: string;
  href: string;
  cssClasses: string[];
} & ({ label: string; labelKey?: undefined } | { label?: undefined; labelKey: string });

export interface ShellLinks {
  /** The header's "Services" entries; the Services menu is left out when there are none. */
  services: ShellLink[];
  /** The footer's links to content pages, after the site's own. */
  footer: ShellLink[];
}

export const NO_SHELL_LINKS: ShellLinks = { services: [], footer: [] };

export const ShellLinksContext = createContext<ShellLinks>(NO_SHELL_LINKS);

export const useShellLinks = () => useContext(ShellLinksContext);

/** One menu link: the site's own paths through SiteLink, outside URLs as plain links. */
export function ShellMenuLink({ link, ariaCurrent }: { link: ShellLink; ariaCurrent?: 'page' }) {
  const { t } = useTranslation('common');
  const label = link.label ?? t(link.labelKey);
  const className = link.cssClasses.length > 0 ? link.cssClasses.join(' ') : undefined;
  if (/^https?:\/\//i.test(link.href))
    return (
      <a href={link.href} className={className}>
        {label}
      </a>
    );
  return (
    <SiteLink href={link.href} className={className} aria-current={ariaCurrent}>
      {label}
    </SiteLink>
  );
}
