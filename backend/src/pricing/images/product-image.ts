import { escapeXml, hueOf, svgDocument, truncate } from './svg.js';

export interface ProductImageInput {
  name: string;
  brand: string;
  /** The leaf category's name: the kind of thing pictured. */
  kind: string;
  /** 1-based view number. */
  index: number;
}

const SHAPES = ['circle', 'rounded', 'tall', 'wide', 'hexagon', 'ring'] as const;
type Shape = (typeof SHAPES)[number];
const VIEWS = ['Front', 'Angle', 'Side', 'Detail', 'In the box'] as const;

/** The kind's silhouette, centred on (0, 0) at about 220 units across. */
function shapePath(shape: Shape, fill: string): string {
  switch (shape) {
    case 'circle':
      return `<circle r="110" fill="${fill}"/>`;
    case 'rounded':
      return `<rect x="-110" y="-110" width="220" height="220" rx="36" fill="${fill}"/>`;
    case 'tall':
      return `<rect x="-70" y="-125" width="140" height="250" rx="22" fill="${fill}"/>`;
    case 'wide':
      return `<rect x="-135" y="-80" width="270" height="160" rx="14" fill="${fill}"/>`;
    case 'hexagon':
      return `<polygon points="0,-120 104,-60 104,60 0,120 -104,60 -104,-60" fill="${fill}"/>`;
    case 'ring':
      return `<circle r="92" fill="none" stroke="${fill}" stroke-width="36"/>`;
  }
}

/** Each view places the silhouette differently, so a gallery's pictures are told apart. */
function view(index: number, shape: string, accent: string): string {
  switch ((index - 1) % VIEWS.length) {
    case 0:
      return `<g transform="translate(300 280)">${shape}</g>`;
    case 1:
      return `<g transform="translate(318 292) rotate(-14)"><g opacity="0.25" transform="translate(14 18)">${shape}</g>${shape}</g>`;
    case 2:
      return `<g transform="translate(300 280) scale(0.45 1)">${shape}</g>`;
    case 3:
      return (
        `<g transform="translate(220 230) scale(0.55)">${shape}</g>` +
        `<clipPath id="zoom"><circle cx="370" cy="320" r="117"/></clipPath>` +
        `<circle cx="370" cy="320" r="120" fill="#ffffff" stroke="${accent}" stroke-width="6"/>` +
        `<g clip-path="url(#zoom)"><g transform="translate(430 380) scale(1.6)">${shape}</g></g>`
      );
    default:
      return (
        `<rect x="150" y="150" width="300" height="260" rx="10" fill="#e9dcc4" stroke="#b89f74" stroke-width="5"/>` +
        `<path d="M150 205 H450" stroke="#b89f74" stroke-width="5"/>` +
        `<g transform="translate(300 300) scale(0.42)">${shape}</g>`
      );
  }
}

/**
 * A product picture: brand-coloured silhouette of the kind, the view, brand and short name. Kinds
 * drawn with the tall silhouette come as portrait pictures, 300 × 600, as many stores' photos do:
 * the site shows those whole (contain) rather than cropped.
 */
export function renderProductImage(input: ProductImageInput): string {
  const hue = hueOf(input.brand);
  const kindShape = SHAPES[hueOf(input.kind) % SHAPES.length]!;
  const accent = `hsl(${hue} 58% 42%)`;
  const shortName = input.name.startsWith(`${input.brand} `) ? input.name.slice(input.brand.length + 1) : input.name;
  const viewName = VIEWS[(input.index - 1) % VIEWS.length]!;
  const title = `${input.name}, ${viewName.toLowerCase()} view`;
  const text = (x: number, y: number, size: number, fill: string, content: string, extra = '') =>
    `<text x="${x}" y="${y}"${extra} font-family="Helvetica, Arial, sans-serif" font-size="${size}" fill="${fill}">${escapeXml(content)}</text>`;
  if (kindShape === 'tall') {
    const body =
      `<rect width="300" height="600" fill="hsl(${hue} 45% 95%)"/>` +
      `<g transform="translate(-150 0)">${view(input.index, shapePath(kindShape, accent), accent)}</g>` +
      text(150, 52, 28, accent, truncate(input.brand, 16), ' text-anchor="middle" font-weight="700"') +
      text(150, 84, 18, '#555', viewName, ' text-anchor="middle"') +
      text(150, 500, 22, '#1d1d1f', truncate(shortName, 20), ' text-anchor="middle" font-weight="600"') +
      text(150, 540, 18, '#6b6b6b', truncate(input.kind, 24), ' text-anchor="middle"');
    return svgDocument(300, 600, body, title);
  }
  const body =
    `<rect width="600" height="600" fill="hsl(${hue} 45% 95%)"/>` +
    view(input.index, shapePath(kindShape, accent), accent) +
    text(32, 58, 34, accent, truncate(input.brand, 26), ' font-weight="700"') +
    text(568, 58, 22, '#555', viewName, ' text-anchor="end"') +
    text(300, 500, 30, '#1d1d1f', truncate(shortName, 30), ' text-anchor="middle" font-weight="600"') +
    text(300, 545, 22, '#6b6b6b', input.kind, ' text-anchor="middle"');
  return svgDocument(600, 600, body, title);
}
