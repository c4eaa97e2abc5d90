import { useTranslation } from '@/lib/i18n/use-translation';
import { useCardLabels } from '@/features/catalogue/card-labels';
import { AffiliateDisclosure } from '@/features/catalogue/AffiliateDisclosure';
import { ProductCard } from '@/features/catalogue/ProductCard';
import type { ComparisonColumn, ProductComparison } from '@/lib/content/article';
import type { ProductCardData } from '@/lib/pricing/product-summary';
import type { ArticleProducts } from './article-extras-types';
import styles from './ComparisonTable.module.css';

/**
 * Each product is a 196 px column; property rows are 75 px high; the table scrolls sideways on
 * small screens. The stylesheet holds the same widths (no inline styles); a unit test keeps them equal.
 */
export const COMPARISON_COLUMN_PX = 196;
export const COMPARISON_ROW_PX = 75;

function productFor(column: ComparisonColumn, products: ArticleProducts): ProductCardData | null {
  if (!products.ok || column.productId === null) return null;
  return products.value.find((product) => product.id === column.productId) ?? null;
}

/**
 * The guide's product comparison: the first column names the properties, each product has its
 * card on top and its values below. Without the pricing service the cards give way to the names.
 */
export function ComparisonTable({
  comparison,
  products,
}: {
  comparison: ProductComparison;
  products: ArticleProducts;
}) {
  const { t } = useTranslation('common');
  const labels = useCardLabels();
  return (
    <section aria-labelledby="product-comparison" className={styles.section} data-testid="comparison-table">
      <h2 id="product-comparison">{t('editorial.comparison.title')}</h2>
      {!products.ok && <p className={styles.muted}>{t('editorial.comparison.pricesUnavailable')}</p>}
      {products.ok && products.value.some((product) => product.storeUrl) && <AffiliateDisclosure />}
      {/* A region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} role="group" aria-labelledby="product-comparison" tabIndex={0}>
        <table className={styles.table}>
          <colgroup>
            <col className={styles.labelColumn} />
            {comparison.columns.map((column, index) => (
              <col key={`${column.productName}-${index}`} className={styles.productColumn} />
            ))}
          </colgroup>
          {/* Column headers for assistive technology; sighted readers see each product's card instead. */}
          <thead>
            <tr className={styles.hiddenHead}>
              <th scope="col">
                <span className="visually-hidden">{t('editorial.comparison.property')}</span>
              </th>
              {comparison.columns.map((column, index) => (
                <th scope="col" key={`${column.productName}-${index}`}>
                  <span className="visually-hidden">{column.productName}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={styles.label}>
                {t('editorial.comparison.product')}
              </th>
              {comparison.columns.map((column, index) => {
                const product = productFor(column, products);
                return (
                  <td key={`${column.productName}-${index}`} data-testid="comparison-column">
                    {product ? (
                      <ProductCard product={product} labels={labels} headingLevel="h3" />
                    ) : (
                      <p className={styles.strong}>{column.productName}</p>
                    )}
                  </td>
                );
              })}
            </tr>
            {comparison.propertyNames.map((name, row) => (
              <tr key={`${name}-${row}`} className={styles.propertyRow} data-testid="comparison-row">
                <th scope="row" className={styles.label}>
                  {name}
                </th>
                {comparison.columns.map((column, index) => (
                  <td key={`${column.productName}-${index}`}>{column.values[row] || '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
