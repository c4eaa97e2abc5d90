import { OptimisedImage } from '@/components/ui/OptimisedImage';
import type { ImageFit } from '@/lib/catalogue/price';
import styles from './ProductImage.module.css';

export const FALLBACK_PRODUCT_IMAGE = '/images/product-fallback.svg';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /**
   * The widest the image is drawn, in CSS pixels: the browser picks that size or twice it by the
   * screen's density. The image then fills its square box.
   */
  width: number;
  /** The page's largest image: fetched first. */
  preload?: boolean;
  /** Above the fold but not the largest: loaded at once, without jumping the queue. */
  eager?: boolean;
  /** The fit when the image's shape is already known (its size came with the data). */
  initialFit?: ImageFit;
}

/**
 * A product image through the image optimiser, filling its square box. Its fit follows the
 * image's own shape: contain for a tall image, else cover, decided when it has loaded, also when
 * that happened before the page's scripts ran (cached, or fast). A broken image falls back to a
 * neutral one (the page's image behaviour, components/ui/image-behaviour.ts).
 */
export function ProductImage({
  src,
  alt,
  width,
  preload = false,
  eager = false,
  initialFit = 'cover',
}: ProductImageProps) {
  return (
    <OptimisedImage
      src={src ?? FALLBACK_PRODUCT_IMAGE}
      alt={alt}
      width={width}
      height={width}
      important={preload}
      eager={eager}
      className={styles.image}
      fallbackSrc={FALLBACK_PRODUCT_IMAGE}
      isFallback={!src}
      fit={initialFit}
    />
  );
}
