import { brandMarkDrawing, brandMarkShape, MARK_UNITS_HIGH, UNKNOWN_MARK_COLORS, type BrandMarkKind } from './brand-mark-geometry';

interface BrandMarkProps {
  kind: BrandMarkKind;
  name: string;
  height?: number;
}

/** The sprite's address; served by `pages/api/brand-marks.ts`. */
export const BRAND_MARK_SPRITE = '/brand-marks.svg';

/** A payment-method or carrier logo: a reference into the shared sprite, or drawn inline when unknown. */
export function BrandMark({ kind, name, height = 24 }: BrandMarkProps) {
  const shape = brandMarkShape(kind, name);
  // A tenth of a pixel is as exact as a screen draws; longer decimals only weigh on the HTML.
  const size = { width: Math.round((shape.width * height * 10) / MARK_UNITS_HIGH) / 10, height, viewBox: `0 0 ${shape.width} ${MARK_UNITS_HIGH}` };
  return shape.inSprite ? (
    <svg role="img" aria-label={shape.label} {...size}>
      <use href={`${BRAND_MARK_SPRITE}#${shape.id}`} />
    </svg>
  ) : (
    <svg role="img" aria-label={shape.label} {...size} dangerouslySetInnerHTML={{ __html: brandMarkDrawing(shape, UNKNOWN_MARK_COLORS) }} />
  );
}
