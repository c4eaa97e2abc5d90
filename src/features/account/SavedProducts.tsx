import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { ProductCardData } from '@/lib/pricing/product-summary';
import { ProductGrid } from '../catalogue/ProductGrid';
import styles from './account.module.css';
import { useSavedProducts } from './saved-products';

export interface SavedProductsProps {
  products: ProductCardData[];
  /** False when the prices could not be fetched: the ids are known, the cards are not. */
  pricesAvailable: boolean;
}

/**
 * The account page's saved products, an island: a product un-saved here leaves the list at once
 * (the server's list catches up on the next visit).
 */
export function SavedProducts({ products, pricesAvailable }: SavedProductsProps) {
  const { t } = useTranslation('common');
  const saved = useSavedProducts();
  const visible = saved.status === 'ready' ? products.filter((product) => saved.isSaved(product.id)) : products;
  if (visible.length > 0)
    return (
      <div data-testid="saved-products">
        <ProductGrid products={visible} headingLevel="h3" />
      </div>
    );
  if (!pricesAvailable) return null;
  return (
    <div className={styles.stack} data-testid="saved-empty">
      <p>{t('account.noSavedProducts')}</p>
      <SiteLink href="/cl/">{t('nav.seeAllCategories')}</SiteLink>
    </div>
  );
}
