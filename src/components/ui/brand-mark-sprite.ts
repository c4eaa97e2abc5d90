import { brandMarkDrawing, brandMarkShape, MARK_UNITS_HIGH, type BrandMarkKind } from './brand-mark-geometry';
import { brandMarkColors } from './brand-mark-colors';
import { PAYMENT_METHOD_LABELS, SHIPPING_CARRIER_LABELS } from './brand-mark-labels';

/**
 * Every known mark as a `<symbol>` in one SVG file (`/brand-marks.svg`): a page refers to a mark
 * with a short `<use>`, and the drawings travel once, cached, instead of inline on every row.
 */
export function brandMarkSprite(): string {
  const marks: [BrandMarkKind, string][] = [
    ...Object.keys(PAYMENT_METHOD_LABELS).map((name): [BrandMarkKind, string] => ['payment', name]),
    ...Object.keys(SHIPPING_CARRIER_LABELS).map((name): [BrandMarkKind, string] => ['carrier', name]),
  ];
  const symbols = marks
    .map(([kind, name]) => {
      const shape = brandMarkShape(kind, name);
      return `<symbol id="${shape.id}" viewBox="0 0 ${shape.width} ${MARK_UNITS_HIGH}">${brandMarkDrawing(shape, brandMarkColors(kind, name))}</symbol>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
}
