import { useTranslation } from '@/lib/i18n/use-translation';
import { priceFormat } from '@/config/public-env';
import { formatPrice } from '@/lib/catalogue/price';
import styles from './PriceHistoryChart.module.css';
import type { SparklineModel } from './price-chart-model';

/** A deal's last 30 days as a small line, named for screen readers by where it began and ended. */
export function PriceSparkline({ model }: { model: SparklineModel | null }) {
  const { t } = useTranslation('common');
  if (!model) return null;
  const label = t('priceHistory.sparklineLabel', {
    from: formatPrice(model.first, priceFormat) ?? '',
    to: formatPrice(model.last, priceFormat) ?? '',
  });
  return (
    <svg
      className={styles.sparkline}
      width={model.width}
      height={model.height}
      viewBox={`0 0 ${model.width} ${model.height}`}
      role="img"
      aria-label={label}
    >
      <path d={model.path} />
    </svg>
  );
}
