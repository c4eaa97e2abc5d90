/**
 * Image names the service hands out. getimage parses a name back into what it refers to and
 * looks that up; a name is never joined onto a filesystem path.
 */
/** A product's pictures are WebP (raster.ts); their `.svg` names, handed out before, stay served. */
export function productImageName(productId: number, index: number): string {
  return `product-${productId}-${index}.webp`;
}

export function productImageNames(productId: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => productImageName(productId, i + 1));
}

export type ImageRef =
  | { kind: 'product'; productId: number; index: number; format: 'webp' | 'svg' }
  | { kind: 'store'; filename: string }
  | { kind: 'payment'; name: string }
  | { kind: 'carrier'; name: string };

/** What a filename refers to, or null for a name this service never issues. */
export function parseImageName(filename: string): ImageRef | null {
  const product = /^product-([1-9]\d{0,15})-([1-9])\.(webp|svg)$/.exec(filename);
  if (product)
    return {
      kind: 'product',
      productId: Number(product[1]),
      index: Number(product[2]),
      format: product[3] as 'webp' | 'svg',
    };
  if (/^store-[1-9]\d{0,5}\.svg$/.test(filename)) return { kind: 'store', filename };
  const logo = /^(payment|carrier)-([a-z]{1,32})\.svg$/.exec(filename);
  if (logo) return { kind: logo[1] as 'payment' | 'carrier', name: logo[2]! };
  return null;
}
