import { brandMarkLabel } from './brand-mark-labels';

export type BrandMarkKind = 'payment' | 'carrier';

/** Height of the marks' drawing units; widths follow the label's length. */
export const MARK_UNITS_HIGH = 28;

export interface BrandMarkShape {
  id: string;
  label: string;
  /** Width in drawing units. */
  width: number;
  /** True when the sprite holds it; unknown names are drawn inline. */
  inSprite: boolean;
}

/** What a payment-method or carrier mark is, known or not (an unknown name is its own label). */
export function brandMarkShape(kind: BrandMarkKind, name: string): BrandMarkShape {
  const known = brandMarkLabel(kind, name);
  const label = known ?? name;
  return {
    id: `${kind}-${name.toLowerCase()}`,
    label,
    width: Math.max(48, label.length * 8 + 16),
    inSprite: known !== undefined,
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface BrandMarkColors {
  background: string;
  foreground: string;
}

/** A neutral look for a name the site has no logo for. */
export const UNKNOWN_MARK_COLORS: BrandMarkColors = { background: '#e2e8f0', foreground: '#1a202c' };

/** The drawing of a mark, in drawing units. */
export function brandMarkDrawing(
  { label, width }: BrandMarkShape,
  { background, foreground }: BrandMarkColors,
): string {
  return (
    `<rect x="0.5" y="0.5" width="${width - 1}" height="27" rx="5" fill="${background}" stroke="#cbd5e0"/>` +
    `<text x="${width / 2}" y="18.5" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="13" ` +
    `font-weight="700" fill="${foreground}">${escapeXml(label)}</text>`
  );
}
