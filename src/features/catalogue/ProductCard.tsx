import { SiteLink } from '@/components/navigation/SiteLink';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { priceFormat } from '@/config/public-env';
import { discountPercent, displayPrice, formatPrice } from '@/lib/catalogue/price';
import { productPath } from '@/lib/catalogue/slugs';
import { pricingImageUrl } from '@/lib/pricing/image-url';
import type { ProductCardData } from '@/lib/pricing/product-summary';
import { SaveProductIsland } from '../account/save-product-island';
import type { CardLabels } from './card-labels';
import styles from './ProductCard.module.css';
import { ProductImage } from './ProductImage';

/** The widest a card's image is drawn (phones show two cards a row, desktops four). */
export const CARD_IMAGE_WIDTH = 300;

interface ProductCardProps {
  product: ProductCardData;
  /** The list's shared words (useCardLabels). */
  labels: CardLabels;
  /** Heading level of the product name, so the card fits the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Extra controls placed under the price. */
  actions?: ReactNode;
  /** Cards in the first row: their images load at once (the first is the page's largest). */
  imagePriority?: 'preload' | 'eager';
}

/** Shared by category grids, search results and articles: image, badge, name, price, a way to the store. */
export function ProductCard({
  product,
  labels,
  headingLevel: Heading = 'h3',
  actions,
  imagePriority,
}: ProductCardProps) {
  const percent = discountPercent(product.price, product.originalPrice);
  const shownPrice = formatPrice(displayPrice(product.price, product.originalPrice), priceFormat);
  const image = product.image;
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        <ProductImage
          src={image ? pricingImageUrl(image) : undefined}
          alt={product.name}
          width={CARD_IMAGE_WIDTH}
          preload={imagePriority === 'preload'}
          eager={imagePriority === 'eager'}
        />
        {percent !== null && (
          <span className={styles.badge} data-testid="discount-badge">
            {labels.discount(percent)}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <SiteLink href={productPath(product.name, product.id)} className={styles.overlay}>
            {product.name}
          </SiteLink>
        </Heading>
        <div className={styles.prices}>
          {shownPrice ? (
            <p className={styles.price} data-testid="product-price">
              {product.storeCount > 1 ? labels.fromPrice(shownPrice) : shownPrice}
            </p>
          ) : (
            <p className={styles.muted}>{labels.noPrice}</p>
          )}
          {percent !== null && <s className={styles.muted}>{formatPrice(product.originalPrice, priceFormat)}</s>}
        </div>
        <SaveProductIsland productId={product.id} productName={product.name} />
        {actions}
        {product.storeUrl && (
          <a
            href={product.storeUrl}
            target="_blank"
            rel="nofollow sponsored noopener"
            className={buttonClass('solid', { size: 'sm', className: styles.raised })}
            aria-label={labels.visitStoreFor(product.name)}
          >
            {labels.visitStore}
          </a>
        )}
      </div>
    </article>
  );
}
