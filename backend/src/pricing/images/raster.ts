import sharp from 'sharp';

// Each drawing is rendered once (`rendered` below); libvips' own operation cache would only hold
// the same bytes a second time.
sharp.cache(false);

/** 1.5 pixels per SVG unit: a 600-unit product picture becomes 900 px, sharp on a phone's screen. */
const DENSITY_DPI = 108;
const WEBP_QUALITY = 80;
/** Renders at once: each takes a libuv thread, which file and DNS work share. */
const MAX_CONCURRENT_RENDERS = 2;
/** Rendered pictures kept, by their SVG's hash: about 10 kB each. */
const CACHE_ENTRIES = 512;

let running = 0;
const waiting: (() => void)[] = [];

async function withRenderSlot<T>(render: () => Promise<T>): Promise<T> {
  // A finished render hands its slot to the next in line, so none is taken twice meanwhile.
  if (running < MAX_CONCURRENT_RENDERS) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await render();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

const rendered = new Map<string, Promise<Buffer>>();

/**
 * An SVG picture as WebP. Product pictures are raster, as every store's are (Merchant Center's
 * `image_link` takes JPEG, PNG, GIF, WebP, BMP or TIFF, no SVG): a browser decodes a raster image
 * off its main thread, while each SVG image is a document of its own that it styles, lays out and
 * paints on the main thread: about 40 % of the rendering work of a page of cards.
 * Keyed by the SVG's hash, so a renamed product gets a new picture under the same filename.
 */
export function svgToWebp(svg: string, svgHash: string): Promise<Buffer> {
  const cached = rendered.get(svgHash);
  if (cached) {
    rendered.delete(svgHash);
    rendered.set(svgHash, cached);
    return cached;
  }
  const render = withRenderSlot(() =>
    sharp(Buffer.from(svg), { density: DENSITY_DPI }).webp({ quality: WEBP_QUALITY }).toBuffer(),
  );
  rendered.set(svgHash, render);
  render.catch(() => {
    if (rendered.get(svgHash) === render) rendered.delete(svgHash);
  });
  if (rendered.size > CACHE_ENTRIES) rendered.delete(rendered.keys().next().value!);
  return render;
}
