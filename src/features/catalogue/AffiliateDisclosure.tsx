import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import { HOW_WE_COMPARE_PATH } from '@/lib/site-paths';
import styles from './AffiliateDisclosure.module.css';

/**
 * Said where the click happens, beside every group of links out to stores: we may earn a
 * commission, it never changes the order, and where to read how the site makes money.
 */
export function AffiliateDisclosure() {
  const { t } = useTranslation('common');
  return (
    <p className={styles.disclosure} data-testid="affiliate-disclosure">
      {t('disclosure.text')} <SiteLink href={HOW_WE_COMPARE_PATH}>{t('disclosure.link')}</SiteLink>
    </p>
  );
}
