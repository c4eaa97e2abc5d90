import { fixedSrcSet, responsiveSrcSet } from '@/lib/images/optimised-image-url';

interface OptimisedImageProps {
  src: string;
  alt: string;
  /** Fixed size in CSS pixels: the browser picks this width or twice it by screen density. */
  width?: number;
  height?: number;
  /** Without a size: the image fills its positioned box, at the widths `sizes` describes. */
  sizes?: string;
  /** The page's largest image: fetched first and at once. */
  important?: boolean;
  /** Loaded at once (above the fold), without jumping the queue. */
  eager?: boolean;
  className?: string;
  testId?: string;
  /** Shown instead when the image fails, whenever that happens (image-behaviour.ts). */
  fallbackSrc?: string;
  /** Marks a fallback image, for styles and tests. */
  isFallback?: boolean;
  /**
   * How the image fills its box until it has loaded; from then on its own shape decides
   * (image-behaviour.ts). Left out: the image's class decides alone.
   */
  fit?: 'contain' | 'cover';
}

/**
 * An `<img>` through the image optimiser (`/_next/image?url=…&w=…&q=75`, the URLs next/image
 * writes), without next/image's component runtime in the browser. A fixed-size image whose own
 * shape may differ (a logo, an avatar) gets its box from its class, so the page never shifts
 * when it arrives; no inline styles. What happens when it loads or fails (its fit, its
 * fallback) is the page's one image behaviour, also for images React never hydrates.
 */
export function OptimisedImage(props: OptimisedImageProps) {
  const {
    src,
    alt,
    width,
    height,
    sizes,
    important = false,
    eager = false,
    className,
    testId,
    fallbackSrc,
    isFallback,
    fit,
  } = props;
  const fixed = width !== undefined && height !== undefined;
  const urls = fixed ? fixedSrcSet(src, width) : responsiveSrcSet(src);
  const fallback =
    fallbackSrc && !isFallback ? (fixed ? fixedSrcSet(fallbackSrc, width) : responsiveSrcSet(fallbackSrc)) : null;
  return (
    // next/image's component would bring its runtime; this writes the same optimiser URLs (optimised-image-url.ts).
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={urls.src}
      srcSet={urls.srcSet}
      sizes={fixed ? undefined : (sizes ?? '100vw')}
      width={width}
      height={height}
      alt={alt}
      loading={important || eager ? 'eager' : 'lazy'}
      fetchPriority={important ? 'high' : undefined}
      decoding="async"
      className={className}
      data-testid={testId}
      data-fallback={isFallback ? 'true' : undefined}
      data-fallback-src={fallback?.src}
      data-fallback-srcset={fallback?.srcSet}
      data-fit={fit}
    />
  );
}
