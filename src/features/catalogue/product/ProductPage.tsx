import { useTranslation } from '@/lib/i18n/use-translation';

import { PageMeta } from '@/components/seo/PageMeta';
import { priceFormat } from '@/config/public-env';
import { formatPrice } from '@/lib/catalogue/price';
import { productPath } from '@/lib/catalogue/slugs';
import { pricingImageUrl } from '@/lib/pricing/image-url';
import { DEFAULT_PRICE_HISTORY_DAYS } from '@/lib/catalogue/history-periods';
import { AlertMeIsland, SaveProductIsland } from '../../account/islands';
import { CatalogueBreadcrumbs } from '../CatalogueBreadcrumbs';
import { ProductGalleryIsland, ReportPriceIsland } from '../islands';
import { ProductGrid } from '../ProductGrid';
import { OffersTable } from './OffersTable';
import { PriceSummary } from './PriceSummary';
import styles from './ProductPage.module.css';
import { PriceHistoryChart } from './price-history/PriceHistoryChart';
import type { ProductPageData } from './server/load-product-page';

/**
 * A period link stays on this page: the default period is the page itself, the others its
 * `?days=` (relative, so the language prefix stays), each landing on the chart.
 */
const historyHref = (days: number) =>
  days === DEFAULT_PRICE_HISTORY_DAYS ? './#price-history' : `?days=${days}#price-history`;

export function ProductPage({ data: product, history, renderedAt }: Omit<ProductPageData, 'structuredData'>) {
  const { t } = useTranslation('common');
  const lowest = formatPrice(product.price, priceFormat);
  const description = t('catalogue.productDescription', {
    name: product.name,
    price: lowest ?? '',
    count: product.offers.length,
  });
  return (
    <div className={styles.page}>
      <PageMeta
        title={`${product.name} - ${lowest ? t('catalogue.fromPriceTitle', { price: lowest }) : t('catalogue.comparePrices')}`}
        description={description}
        type="product"
        image={product.images[0] ? pricingImageUrl(product.images[0]) : null}
        canonicalPath={productPath(product.name, product.id)}
      />
      <CatalogueBreadcrumbs crumbs={product.breadcrumbs} current={product.name} />
      <div className={styles.top}>
        <ProductGalleryIsland images={product.images} name={product.name} />
        <div className={styles.summary}>
          <p className={styles.brand}>{product.brand}</p>
          <h1>{product.name}</h1>
          <PriceSummary product={product} history={history} />
          <SaveProductIsland productId={product.id} productName={product.name} />
          <AlertMeIsland productId={product.id} productName={product.name} lowestPrice={product.price} />
          {product.description && <p>{product.description}</p>}
        </div>
      </div>
      <section aria-labelledby="offers-heading" className={styles.section}>
        <h2 id="offers-heading">{t('catalogue.offers.heading')}</h2>
        {product.offers.length > 0 ? (
          <OffersTable offers={product.offers} productName={product.name} renderedAt={renderedAt} />
        ) : (
          <p>{t('catalogue.offers.none')}</p>
        )}
      </section>
      <ReportPriceIsland productName={product.name} />
      {history?.chart && <PriceHistoryChart model={history.chart} days={history.days} hrefForDays={historyHref} />}
      {product.specifications.length > 0 && (
        <section aria-labelledby="specs-heading" className={styles.section}>
          <h2 id="specs-heading">{t('catalogue.specifications')}</h2>
          <table className={styles.specs}>
            <tbody>
              {product.specifications.map((spec) => (
                <tr key={spec.name}>
                  <th scope="row">{spec.name}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {product.related.length > 0 && (
        <section aria-labelledby="related-heading" className={styles.section}>
          <h2 id="related-heading">{t('catalogue.related')}</h2>
          <ProductGrid products={product.related} headingLevel="h3" />
        </section>
      )}
    </div>
  );
}
