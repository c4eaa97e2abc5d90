import { Image, type ImageProps } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import { imageFit } from '@/lib/catalogue/price';

export const FALLBACK_PRODUCT_IMAGE = '/images/product-fallback.svg';

type ProductImageProps = Omit<ImageProps, 'objectFit' | 'onLoad' | 'onError'> & { src: string | undefined; alt: string };

/** Fit follows the image's own shape once loaded; a broken image falls back to a neutral one. */
export function ProductImage({ src, alt, ...rest }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const [fit, setFit] = useState<'contain' | 'cover'>('cover');
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    setFit(imageFit(image.naturalWidth, image.naturalHeight));
  };
  return (
    <Image
      src={failed || !src ? FALLBACK_PRODUCT_IMAGE : src}
      alt={alt}
      objectFit={fit}
      data-fit={fit}
      loading="lazy"
      decoding="async"
      onLoad={onLoad}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
