import { useTranslation } from '@/lib/i18n/use-translation';
import { priceFormat } from '@/config/public-env';
import { formatDay } from '@/lib/catalogue/day-format';
import { formatPrice } from '@/lib/catalogue/price';
import { AffiliateDisclosure } from '../AffiliateDisclosure';
import { useCardLabels } from '../card-labels';
import { ProductCard } from '../ProductCard';
import gridStyles from '../ProductGrid.module.css';
import { PriceSparkline } from '../product/price-history/PriceSparkline';
import styles from './DealGrid.module.css';
import type { DealView } from './deal-view';

interface DealGridProps {
  deals: readonly DealView[];
  headingLevel?: 'h2' | 'h3';
  /** The grid leads the page: its first row's images load at once. */
  leading?: boolean;
}

const FIRST_ROW = 4;

/** Price drops as product cards, each saying how far the price fell, from what, since when. */
export function DealGrid({ deals, headingLevel = 'h2', leading = false }: DealGridProps) {
  const labels = useCardLabels();
  return (
    <>
      {deals.some((deal) => deal.product.storeUrl) && <AffiliateDisclosure />}
      <div className={gridStyles.listing}>
        <ul className={`${gridStyles.grid} ${styles.grid}`} data-testid="deal-grid">
          {deals.map((deal, index) => (
            <li key={deal.product.id} data-testid="deal" data-product-id={deal.product.id}>
              <ProductCard
                product={deal.product}
                labels={labels}
                headingLevel={headingLevel}
                imagePriority={leading && index < FIRST_ROW ? (index === 0 ? 'preload' : 'eager') : undefined}
                actions={<DealFacts deal={deal} />}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function DealFacts({ deal }: { deal: DealView }) {
  const { t, i18n } = useTranslation('common');
  return (
    <div className={styles.facts}>
      <p className={styles.drop}>
        <span className={styles.percent} data-testid="deal-drop">
          {t('deals.drop', { percent: deal.dropPercent })}
        </span>{' '}
        {t('deals.reference', { price: formatPrice(deal.referencePrice, priceFormat) ?? '' })}
      </p>
      <p className={styles.since}>{t('deals.since', { date: formatDay(deal.since, i18n.language) })}</p>
      <PriceSparkline model={deal.sparkline} />
    </div>
  );
}
