import { useCallback, type SyntheticEvent } from 'react';
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
  /** Called with the image once it has loaded, even if that happened before hydration. */
  onLoaded?: (image: HTMLImageElement) => void;
  /** Called once the image failed, even before hydration. */
  onFailed?: () => void;
  /** Marks a fallback image, for styles and tests. */
  isFallback?: boolean;
  /** How the image fills its box, when a rule decides it (written out for tests and tools). */
  fit?: 'contain' | 'cover';
}

/**
 * An `<img>` through the image optimiser (`/_next/image?url=…&w=…&q=75`, the URLs next/image
 * writes), without next/image's component runtime in the browser. A fixed-size image whose own
 * shape may differ (a logo, an avatar) gets its box from its class, so the page never shifts
 * when it arrives; no inline styles. Server-rendered images may
 * finish (or fail) before React attaches its handlers; the ref reports those too.
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
    onLoaded,
    onFailed,
    isFallback,
    fit,
  } = props;
  const fixed = width !== undefined && height !== undefined;
  const urls = fixed ? fixedSrcSet(src, width) : responsiveSrcSet(src);
  const settled = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image?.complete) return;
      if (image.naturalWidth > 0) onLoaded?.(image);
      else onFailed?.();
    },
    [onLoaded, onFailed],
  );
  return (
    // next/image's component would bring its runtime; this writes the same optimiser URLs (optimised-image-url.ts).
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={settled}
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
      data-fit={fit}
      onLoad={(event: SyntheticEvent<HTMLImageElement>) => onLoaded?.(event.currentTarget)}
      onError={() => onFailed?.()}
    />
  );
}
