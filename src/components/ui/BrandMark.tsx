import {
  brandMarkDrawing,
  brandMarkShape,
  MARK_UNITS_HIGH,
  UNKNOWN_MARK_COLORS,
  type BrandMarkKind,
} from './brand-mark-geometry';

interface BrandMarkProps {
  kind: BrandMarkKind;
  name: string;
}

/** The sprite's address; served by `pages/api/brand-marks.ts`. */
export const BRAND_MARK_SPRITE = '/brand-marks.svg';

/**
 * A payment-method or carrier logo: a reference into the shared sprite, or drawn inline when
 * unknown. Its size is its list's: the style sheet sets the height, and the width follows from
 * the view box, so the HTML of an offers table with a hundred marks carries no sizes.
 */
export function BrandMark({ kind, name }: BrandMarkProps) {
  const shape = brandMarkShape(kind, name);
  const size = { viewBox: `0 0 ${shape.width} ${MARK_UNITS_HIGH}` };
  return shape.inSprite ? (
    <svg role="img" aria-label={shape.label} {...size}>
      <use href={`${BRAND_MARK_SPRITE}#${shape.id}`} />
    </svg>
  ) : (
    <svg
      role="img"
      aria-label={shape.label}
      {...size}
      dangerouslySetInnerHTML={{ __html: brandMarkDrawing(shape, UNKNOWN_MARK_COLORS) }}
    />
  );
}
