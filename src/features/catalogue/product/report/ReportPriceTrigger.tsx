import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './ReportPrice.module.css';

/**
 * "Report a wrong price" under an offer. Plain markup: the offers table it sits in is a static
 * region (never hydrated), so the page's ReportPriceController answers its clicks. It needs
 * JavaScript, so without it the button is hidden.
 */
export function ReportPriceTrigger({ offerId, storeName }: { offerId: number; storeName: string }) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className={styles.opener}
      aria-haspopup="dialog"
      aria-label={t('report.openFor', { store: storeName })}
      data-report-offer={offerId}
      data-report-store={storeName}
      data-testid="report-price"
    >
      {t('report.open')}
    </button>
  );
}
