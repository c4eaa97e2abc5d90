import { OptimisedImage } from '@/components/ui/OptimisedImage';
import styles from './ContentImage.module.css';

export const FALLBACK_ARTICLE_IMAGE = '/images/article-fallback.svg';
export const FALLBACK_AVATAR_IMAGE = '/images/avatar-fallback.svg';

interface ContentImageProps {
  src: string | null | undefined;
  alt: string;
  fallbackImage?: string;
  /** Fixed size (avatars, logos; `className` then sets the same box); without it the image fills its positioned box. */
  width?: number;
  height?: number;
  sizes?: string;
  /** The page's largest image: fetched first. */
  preload?: boolean;
  fit?: 'cover' | 'contain';
  className?: string;
  testId?: string;
}

/**
 * An image from the content backend through the image optimiser; a failed or missing one falls
 * back to a neutral image (the page's image behaviour, components/ui/image-behaviour.ts).
 */
export function ContentImage({
  src,
  alt,
  fallbackImage = FALLBACK_ARTICLE_IMAGE,
  width,
  height,
  sizes,
  preload = false,
  fit = 'cover',
  className,
  testId,
}: ContentImageProps) {
  const showsFallback = !src;
  const classes = [styles[fit], width && height ? undefined : styles.fill, className].filter(Boolean).join(' ');
  return (
    <OptimisedImage
      src={showsFallback ? fallbackImage : src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      important={preload}
      className={classes}
      testId={testId}
      fallbackSrc={fallbackImage}
      isFallback={showsFallback}
    />
  );
}
