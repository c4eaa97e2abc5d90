import type { Database } from '../../db/database.js';
import { parseImageName } from './filenames.js';
import {
  isPaymentMethod,
  isShippingCarrier,
  renderCarrierLogo,
  renderPaymentLogo,
  renderStoreLogo,
} from './logo-images.js';
import { renderProductImage } from './product-image.js';
import { svgToWebp } from './raster.js';
import { etagOf } from './svg.js';

export interface ImageFile {
  body: string | Buffer;
  contentType: 'image/svg+xml' | 'image/webp';
  /** Strong validator of the bytes. */
  etag: string;
}

interface ProductImageRow {
  name: string;
  brand: string;
  image_count: number;
  kind: string;
}

/**
 * The image a filename names, rendered from the catalogue, or null when no such image exists.
 * Every part of the name is checked against data (product and view, store logo column, the
 * product's logo lists, docs/PRODUCT.md §1), so a name can only ever select, never address a file.
 */
export async function findImage(db: Database, filename: string): Promise<ImageFile | null> {
  const ref = parseImageName(filename);
  if (!ref) return null;
  let body: string | null = null;
  switch (ref.kind) {
    case 'product': {
      const row: ProductImageRow | undefined = await db
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(['p.name', 'p.brand', 'p.image_count', 'c.name as kind'])
        .where('p.id', '=', ref.productId)
        .executeTakeFirst();
      if (!row || ref.index > row.image_count) return null;
      const svg = renderProductImage({ name: row.name, brand: row.brand, kind: row.kind, index: ref.index });
      if (ref.format === 'svg') {
        body = svg;
        break;
      }
      // The WebP's tag follows its SVG: the same drawing renders to the same bytes.
      const etag = etagOf(`webp:${svg}`);
      try {
        return { body: await svgToWebp(svg, etag), contentType: 'image/webp', etag };
      } catch {
        // A picture that would not render is still a picture: the drawing itself.
        body = svg;
        break;
      }
    }
    case 'store': {
      const store = await db.selectFrom('stores').select('name').where('logo', '=', ref.filename).executeTakeFirst();
      if (store) body = renderStoreLogo(store.name);
      break;
    }
    case 'payment':
      if (isPaymentMethod(ref.name)) body = renderPaymentLogo(ref.name);
      break;
    case 'carrier':
      if (isShippingCarrier(ref.name)) body = renderCarrierLogo(ref.name);
      break;
  }
  return body === null ? null : { body, contentType: 'image/svg+xml', etag: etagOf(body) };
}
