import { createHash } from 'node:crypto';

/** Two colours of a background gradient. */
export type Palette = readonly [from: string, to: string];

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Deterministic numbers in [0, 1) from a seed, so the same article always gets the same picture. */
function randomFrom(seed: string): () => number {
  let counter = 0;
  return () => {
    const digest = createHash('sha256').update(`${seed}:${counter++}`).digest();
    return digest.readUInt32BE(0) / 0x1_0000_0000;
  };
}

/** Greedy word wrap by character budget (the SVG is rendered without font metrics). */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/[\s,.;:]+$/, '')}…`;
  }
  return lines;
}

/** Soft circles scattered over the picture: what makes two covers with one palette differ. */
function decorations(seed: string, width: number, height: number, count: number): string {
  const random = randomFrom(seed);
  return Array.from({ length: count }, () => {
    const r = Math.round(40 + random() * height * 0.45);
    const cx = Math.round(random() * width);
    const cy = Math.round(random() * height);
    const opacity = (0.06 + random() * 0.14).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`;
  }).join('');
}

/** Background, decorations and body; `round` clips everything to a circle (avatars). */
function frame(
  width: number,
  height: number,
  palette: Palette,
  seed: string,
  body: string,
  label: string,
  round = false,
): string {
  const id = `g${createHash('sha256').update(seed).digest('hex').slice(0, 8)}`;
  const clip = round
    ? `<clipPath id="${id}c"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 2}"/></clipPath>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>${clip}</defs>`,
    `<g${round ? ` clip-path="url(#${id}c)"` : ''}>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
    decorations(seed, width, height, 7),
    body,
    '</g></svg>',
  ].join('');
}

const FONT = `font-family="'Helvetica Neue', Arial, sans-serif"`;

/** A 1200×630 cover: a kicker ("Buying guide"), the title on up to three lines, the site name. */
export function coverSvg(options: {
  title: string;
  kicker: string;
  siteName: string;
  palette: Palette;
  seed: string;
}): string {
  const lines = wrapWords(options.title, 30, 3);
  const top = 315 - ((lines.length - 1) * 68) / 2;
  const title = lines
    .map(
      (line, i) =>
        `<text x="80" y="${top + i * 68}" ${FONT} font-size="56" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  const body = [
    `<text x="80" y="${top - 90}" ${FONT} font-size="26" font-weight="600" letter-spacing="3" fill="#ffffff" fill-opacity="0.85">${escapeXml(options.kicker.toUpperCase())}</text>`,
    title,
    `<text x="80" y="570" ${FONT} font-size="28" font-weight="700" fill="#ffffff" fill-opacity="0.9">${escapeXml(options.siteName)}</text>`,
  ].join('');
  return frame(1200, 630, options.palette, options.seed, body, options.title);
}

/** An 800×600 gallery picture with a caption band. */
export function galleryImageSvg(options: { label: string; palette: Palette; seed: string }): string {
  const lines = wrapWords(options.label, 34, 2);
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${520 + i * 40 - (lines.length - 1) * 20}" ${FONT} font-size="32" font-weight="600" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return frame(
    800,
    600,
    options.palette,
    options.seed,
    `<rect y="440" width="800" height="160" fill="#000000" fill-opacity="0.25"/>${text}`,
    options.label,
  );
}

/** A 256×256 round avatar with initials. */
export function avatarSvg(options: { name: string; palette: Palette }): string {
  const initials = options.name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
  const body = `<text x="128" y="150" text-anchor="middle" ${FONT} font-size="96" font-weight="700" fill="#ffffff">${escapeXml(initials || '?')}</text>`;
  return frame(256, 256, options.palette, options.name, body, options.name, true);
}
