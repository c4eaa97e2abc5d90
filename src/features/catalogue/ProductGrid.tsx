import type { ProductCardData } from '@/lib/pricing/product-summary';
import { AffiliateDisclosure } from './AffiliateDisclosure';
import { useCardLabels } from './card-labels';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

interface ProductGridProps {
  products: ProductCardData[];
  headingLevel?: 'h2' | 'h3';
  /** The grid leads the page: its first row loads at once, the first image first. */
  leading?: boolean;
}

/** How many cards a first row holds at most: their images are above the fold. */
const FIRST_ROW = 4;

export function ProductGrid({ products, headingLevel = 'h2', leading = false }: ProductGridProps) {
  const labels = useCardLabels();
  return (
    <>
      {products.some((product) => product.storeUrl) && <AffiliateDisclosure />}
      <div className={styles.listing}>
        <ul className={styles.grid} data-testid="product-grid">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                labels={labels}
                headingLevel={headingLevel}
                imagePriority={leading && index < FIRST_ROW ? (index === 0 ? 'preload' : 'eager') : undefined}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
