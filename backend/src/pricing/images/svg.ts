import { createHash } from 'node:crypto';

/** Text as SVG character data: names like "Kettle & Co" or "Marvel’s <…>" stay literal. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A stable hue for a name, so a brand keeps its colour on every product and every render. */
export function hueOf(name: string): number {
  const digest = createHash('sha1').update(name).digest();
  return digest.readUInt16BE(0) % 360;
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export function svgDocument(width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

/** Strong validator for the bytes: same image, same tag, so revalidation costs a 304. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}
