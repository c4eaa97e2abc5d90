import { SiteLink } from '@/components/navigation/SiteLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DEALS_PATH } from '@/lib/site-paths';
import { DisclosureMenu, DisclosureMenuItem } from '../ui/DisclosureMenu';
import styles from './MainNavigation.module.css';
import { ShellMenuLink, useShellLinks } from './shell-links';

const NAV_LINKS = [
  { href: '/cl/', labelKey: 'nav.allCategories' },
  { href: DEALS_PATH, labelKey: 'nav.deals' },
  { href: '/g/', labelKey: 'nav.guides' },
  { href: '/n/', labelKey: 'nav.news' },
] as const;

/** The site's main navigation: real links, and Services (from WordPress's menu) as a disclosure of links. */
export function MainNavigation() {
  const { t } = useTranslation('common');
  const { asPath } = useRouter();
  const { services } = useShellLinks();
  const current = (href: string) => (asPath.split(/[?#]/)[0] === href ? 'page' : undefined);
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <ul className={styles.links}>
        {NAV_LINKS.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className={styles.link} aria-current={current(link.href)}>
              {t(link.labelKey)}
            </SiteLink>
          </li>
        ))}
        {services.length > 0 && (
          <li>
            <DisclosureMenu summary={t('nav.services')}>
              {services.map((link) => (
                <DisclosureMenuItem key={link.id}>
                  <ShellMenuLink link={link} ariaCurrent={current(link.href)} />
                </DisclosureMenuItem>
              ))}
            </DisclosureMenu>
          </li>
        )}
      </ul>
    </nav>
  );
}
