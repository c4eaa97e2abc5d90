import { useTranslation } from '@/lib/i18n/use-translation';
import { priceFormat } from '@/config/public-env';
import { formatDay } from '@/lib/catalogue/day-format';
import { discountPercent, formatPrice } from '@/lib/catalogue/price';
import type { ProductDetail } from '@/lib/pricing/product-detail';
import styles from './ProductPage.module.css';
import type { ProductHistoryView } from './server/load-product-page';

interface PriceSummaryProps {
  product: ProductDetail;
  history: ProductHistoryView | null;
}

/**
 * The lowest price and what makes it trustworthy: an honest discount (against the lowest price of
 * the 30 days before it began), the 30-day low and, when it is one, the drop and its date.
 */
export function PriceSummary({ product, history }: PriceSummaryProps) {
  const { t, i18n } = useTranslation('common');
  const lowest = formatPrice(product.price, priceFormat);
  const percent = discountPercent(product.price, product.originalPrice);
  const low30 = history?.lowest30Days != null ? formatPrice(history.lowest30Days, priceFormat) : null;
  return (
    <div data-testid="lowest-price" className={styles.priceSummary}>
      {lowest ? (
        <p className={styles.priceLine}>
          <span className={styles.price}>{lowest}</span>
          {percent !== null && (
            <>
              <s className={styles.muted}>{formatPrice(product.originalPrice, priceFormat)}</s>
              <span className={styles.badge} data-testid="discount-badge">
                {t('product.discount', { percent })}
              </span>
            </>
          )}
        </p>
      ) : (
        <p>{t('product.noPrice')}</p>
      )}
      <p className={styles.muted}>{t('catalogue.storeCount', { count: product.offers.length })}</p>
      {low30 && <p data-testid="lowest-30-days">{t('priceHistory.lowest30Days', { price: low30 })}</p>}
      {history?.drop && (
        <p className={styles.drop} data-testid="price-drop">
          {t('priceHistory.dropped', {
            percent: history.drop.percent,
            date: formatDay(history.drop.since, i18n.language, 'long'),
          })}
        </p>
      )}
    </div>
  );
}
