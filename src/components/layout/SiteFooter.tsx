import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from '@/lib/i18n/use-translation';
import { HOW_WE_COMPARE_PATH } from '@/lib/site-paths';
import { BrandMarkList } from '../ui/BrandMarkList';
import { PAYMENT_METHOD_LABELS, SHIPPING_CARRIER_LABELS } from '../ui/brand-mark-labels';
import styles from './SiteFooter.module.css';
import layout from './layout.module.css';
import { ShellMenuLink, type ShellLink } from './shell-links';

const SITE_LINKS = [
  { href: '/cl/', labelKey: 'nav.allCategories' },
  { href: '/g/', labelKey: 'nav.guides' },
  { href: '/n/', labelKey: 'nav.news' },
  { href: HOW_WE_COMPARE_PATH, labelKey: 'footer.howWeCompare' },
] as const;

/** The bottom component: site links (the site's own, then WordPress's footer menu) plus the payment and delivery logos. */
export function SiteFooter({ contentLinks }: { contentLinks: ShellLink[] }) {
  const { t } = useTranslation('common');
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={`${layout.container} ${styles.columns}`}>
        <nav aria-labelledby="footer-site-links">
          <h2 id="footer-site-links" className={styles.heading}>
            {t('footer.siteLinks')}
          </h2>
          <ul className={styles.links}>
            {SITE_LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href}>{t(link.labelKey)}</SiteLink>
              </li>
            ))}
            {contentLinks.map((link) => (
              <li key={link.id}>
                <ShellMenuLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-payment">
          <h2 id="footer-payment" className={styles.heading}>
            {t('footer.paymentMethods')}
          </h2>
          <BrandMarkList kind="payment" names={Object.keys(PAYMENT_METHOD_LABELS)} label={t('footer.paymentMethods')} />
        </section>
        <section aria-labelledby="footer-carriers">
          <h2 id="footer-carriers" className={styles.heading}>
            {t('footer.shippingCarriers')}
          </h2>
          <BrandMarkList
            kind="carrier"
            names={Object.keys(SHIPPING_CARRIER_LABELS)}
            label={t('footer.shippingCarriers')}
          />
        </section>
      </div>
      <p className={`${layout.container} ${styles.disclaimer}`}>{t('footer.disclaimer')}</p>
    </footer>
  );
}
