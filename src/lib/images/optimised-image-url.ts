import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from '@/config/image-sizes.mjs';

const ALL_WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b);

/**
 * The image optimiser's URL for an image at a width, as next/image's default loader writes it
 * (`/_next/image?url=…&w=…&q=75`). The width must be one the optimiser allows (next.config).
 */
export function optimisedImageUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}

/** The smallest allowed width that covers `width` CSS pixels. */
function allowedWidth(width: number): number {
  return ALL_WIDTHS.find((candidate) => candidate >= width) ?? ALL_WIDTHS[ALL_WIDTHS.length - 1]!;
}

/**
 * An image drawn at most `width` pixels wide: that size for ordinary screens (the `src`, which a
 * srcset's missing 1x means), twice it for dense ones.
 */
export function fixedSrcSet(src: string, width: number): { src: string; srcSet: string } {
  const [single, double] = [allowedWidth(width), allowedWidth(width * 2)];
  return { src: optimisedImageUrl(src, single), srcSet: `${optimisedImageUrl(src, double)} 2x` };
}

/** An image whose width follows the layout (`sizes`): the sizes from 256 px up to `maxWidth`. */
export function responsiveSrcSet(
  src: string,
  maxWidth = DEVICE_SIZES[DEVICE_SIZES.length - 1]!,
): { src: string; srcSet: string } {
  const widths = [...IMAGE_SIZES.filter((width) => width >= 256), ...DEVICE_SIZES].filter((width) => width <= maxWidth);
  const fallback = widths.find((width) => width >= 1080) ?? widths[widths.length - 1]!;
  return {
    src: optimisedImageUrl(src, fallback),
    srcSet: widths.map((width) => `${optimisedImageUrl(src, width)} ${width}w`).join(', '),
  };
}
