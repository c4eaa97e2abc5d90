import { SiteLink } from '@/components/navigation/SiteLink';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { DEALS_PATH } from '@/lib/site-paths';
import { DisclosureMenu, DisclosureMenuItem } from '../ui/DisclosureMenu';
import styles from './MainNavigation.module.css';

const NAV_LINKS = [
  { href: '/cl/', labelKey: 'nav.allCategories' },
  { href: DEALS_PATH, labelKey: 'nav.deals' },
  { href: '/g/', labelKey: 'nav.guides' },
  { href: '/n/', labelKey: 'nav.news' },
] as const;

const SERVICE_LINKS = [{ href: '/privatlan/', labelKey: 'nav.personalLoan' }] as const;

/** The site's main navigation: real links, and Services as a disclosure of links. */
export function MainNavigation() {
  const { t } = useTranslation('common');
  const { asPath } = useRouter();
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
        <li>
          <DisclosureMenu summary={t('nav.services')}>
            {SERVICE_LINKS.map((link) => (
              <DisclosureMenuItem key={link.href}>
                <SiteLink href={link.href} aria-current={current(link.href)}>{t(link.labelKey)}</SiteLink>
              </DisclosureMenuItem>
            ))}
          </DisclosureMenu>
        </li>
      </ul>
    </nav>
  );
}
