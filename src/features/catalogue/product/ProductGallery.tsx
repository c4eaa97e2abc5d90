import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { pricingImageUrl } from '@/lib/pricing/image-url';
import { ProductImage } from '../ProductImage';
import styles from './ProductGallery.module.css';

/** The gallery's main image is at most 520px wide. */
const MAIN_IMAGE_WIDTH = 520;

export interface ProductGalleryProps {
  images: string[];
  name: string;
}

/** The product's images: one large (the page's largest image), the rest as thumbnails that swap it. */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useTranslation('common');
  const [selected, setSelected] = useState(0);
  const current = images[selected];
  return (
    <div className={styles.gallery} data-testid="product-gallery">
      <div className={styles.main}>
        <ProductImage
          key={current ?? 'none'}
          src={current ? pricingImageUrl(current) : undefined}
          alt={t('catalogue.imageAlt', { name, index: selected + 1, count: Math.max(images.length, 1) })}
          width={MAIN_IMAGE_WIDTH}
          preload={selected === 0}
          eager
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('catalogue.gallery')}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
              >
                <span className="visually-hidden">{t('catalogue.showImage', { index: index + 1 })}</span>
                <ProductImage src={pricingImageUrl(image)} alt="" width={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
