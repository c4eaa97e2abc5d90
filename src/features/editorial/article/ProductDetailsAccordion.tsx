import { useTranslation } from '@/lib/i18n/use-translation';
import type { ProductComparison } from '@/lib/content/article';
import styles from './article.module.css';

/**
 * The article's accordion: one panel per compared product with its properties, a reading of the
 * comparison that needs no sideways scrolling on a phone. Native disclosures: no script needed.
 */
export function ProductDetailsAccordion({ comparison }: { comparison: ProductComparison }) {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="product-details" className={styles.section} data-testid="product-details">
      <h2 id="product-details">{t('editorial.accordion.title')}</h2>
      <div className={styles.accordion}>
        {comparison.columns.map((column, index) => (
          <details key={`${column.productName}-${index}`} className={styles.accordionItem}>
            <summary className={styles.accordionSummary}>
              <h3>{column.productName}</h3>
            </summary>
            <dl className={styles.properties}>
              {comparison.propertyNames.map((name, row) => (
                <div key={`${name}-${row}`}>
                  <dt>{name}</dt>
                  <dd>{column.values[row] || '–'}</dd>
                </div>
              ))}
            </dl>
          </details>
        ))}
      </div>
    </section>
  );
}
