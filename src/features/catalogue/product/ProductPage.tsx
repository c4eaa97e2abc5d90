import { useTranslation } from 'react-i18next';
import { JsonLd, type StructuredData } from '@/components/seo/JsonLd';
import { PageMeta } from '@/components/seo/PageMeta';
import { priceFormat } from '@/config/public-env';
import { discountPercent, formatPrice } from '@/lib/catalogue/price';
import { pricingImageUrl } from '@/lib/pricing/image-url';
import type { ProductDetail } from '@/lib/pricing/product-detail';
import { AlertMeButton } from '../../account/alerts/AlertMeButton';
import { SaveProductButton } from '../../account/SaveProductButton';
import { CatalogueBreadcrumbs } from '../CatalogueBreadcrumbs';
import { ProductGrid } from '../ProductGrid';
import { OffersTable } from './OffersTable';
import { ProductGallery } from './ProductGallery';
import styles from './ProductPage.module.css';

export function ProductPage({ product, structuredData }: { product: ProductDetail; structuredData: StructuredData[] }) {
  const { t } = useTranslation('common');
  const lowest = formatPrice(product.price, priceFormat);
  const percent = discountPercent(product.price, product.originalPrice);
  const description = t('catalogue.productDescription', { name: product.name, price: lowest ?? '', count: product.offers.length });
  return (
    <div className={styles.page}>
      <PageMeta
        title={`${product.name} - ${lowest ? t('catalogue.fromPriceTitle', { price: lowest }) : t('catalogue.comparePrices')}`}
        description={description}
        type="product"
        image={product.images[0] ? pricingImageUrl(product.images[0]) : null}
      />
      <JsonLd items={structuredData} />
      <CatalogueBreadcrumbs crumbs={product.breadcrumbs} current={product.name} />
      <div className={styles.top}>
        <ProductGallery images={product.images} name={product.name} />
        <div className={styles.summary}>
          <p className={styles.brand}>{product.brand}</p>
          <h1>{product.name}</h1>
          <div data-testid="lowest-price">
            {lowest ? (
              <p className={styles.priceLine}>
                <span className={styles.price}>{lowest}</span>
                {percent !== null && (
                  <>
                    <s className={styles.muted}>{formatPrice(product.originalPrice, priceFormat)}</s>
                    <span className={styles.badge}>{t('product.discount', { percent })}</span>
                  </>
                )}
              </p>
            ) : (
              <p>{t('product.noPrice')}</p>
            )}
            <p className={styles.muted}>{t('catalogue.storeCount', { count: product.offers.length })}</p>
          </div>
          <SaveProductButton productId={product.id} productName={product.name} />
          <AlertMeButton productId={product.id} productName={product.name} lowestPrice={product.price} />
          {product.description && <p>{product.description}</p>}
        </div>
      </div>
      <section aria-labelledby="offers-heading" className={styles.section}>
        <h2 id="offers-heading">{t('catalogue.offers.heading')}</h2>
        {product.offers.length > 0 ? <OffersTable offers={product.offers} productName={product.name} /> : <p>{t('catalogue.offers.none')}</p>}
      </section>
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
