import { useTranslation } from '@/lib/i18n/use-translation';
import { useCardLabels } from '@/features/catalogue/card-labels';
import { AffiliateDisclosure } from '@/features/catalogue/AffiliateDisclosure';
import { ProductCard } from '@/features/catalogue/ProductCard';
import type { ArticleProducts } from './article-extras-types';
import styles from './article.module.css';

/** The catalogue product a review covers, with its price and store link, when the pricing service has it. */
export function ReviewedProduct({ productId, products }: { productId: number; products: ArticleProducts }) {
  const { t } = useTranslation('common');
  const labels = useCardLabels();
  const product = products.ok ? products.value.find((item) => item.id === productId) : undefined;
  if (!product) return null;
  return (
    <section aria-labelledby="reviewed-product" className={styles.section} data-testid="reviewed-product">
      <h2 id="reviewed-product">{t('editorial.review.productTitle')}</h2>
      {product.storeUrl && <AffiliateDisclosure />}
      <div className={styles.reviewedCard}>
        <ProductCard product={product} labels={labels} headingLevel="h3" />
      </div>
    </section>
  );
}
