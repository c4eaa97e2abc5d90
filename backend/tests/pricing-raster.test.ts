import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { svgToWebp } from '../src/pricing/images/raster.js';
import { etagOf, svgDocument } from '../src/pricing/images/svg.js';

const picture = (fill: string) => svgDocument(600, 600, `<rect width="600" height="600" fill="${fill}"/>`, 'A test');

describe('svgToWebp', () => {
  it('renders an SVG picture as WebP at 1.5 pixels per unit', async () => {
    const svg = picture('#336699');
    const webp = await svgToWebp(svg, etagOf(svg));
    const { format, width, height } = await sharp(webp).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 900, height: 900 });
  });

  it('renders a drawing once: the same hash answers from the cache, another drawing is rendered anew', async () => {
    const svg = picture('#993366');
    const [first, second] = await Promise.all([svgToWebp(svg, etagOf(svg)), svgToWebp(svg, etagOf(svg))]);
    expect(second).toBe(first);
    expect(await svgToWebp(svg, etagOf(svg))).toBe(first);
    const other = picture('#669933');
    expect(await svgToWebp(other, etagOf(other))).not.toBe(first);
  });

  it('renders many drawings asked for at once, a few at a time, every one of them', async () => {
    const drawings = ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666', '#777777'].map(picture);
    const pictures = await Promise.all(drawings.map((svg) => svgToWebp(svg, etagOf(svg))));
    expect(new Set(pictures).size).toBe(drawings.length);
    for (const webp of pictures) expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('rejects what is not an image, and does not keep the failure', async () => {
    await expect(svgToWebp('not an image', 'broken')).rejects.toThrow();
    const svg = picture('#000000');
    expect((await sharp(await svgToWebp(svg, 'broken')).metadata()).format).toBe('webp');
  });
});
