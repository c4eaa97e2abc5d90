#!/usr/bin/env node
// Builds the WordPress plugin's installable zip (Plugins > Add New > Upload): the files of
// wordpress/pricewise under a `pricewise/` folder, without the development-only files, and the
// common-password list generated from its npm package (scripts/common-passwords.mjs).
//
//   npm run wordpress:zip                      dist/pricewise-<version>.zip
//   node scripts/wordpress-zip.mjs --out f.zip  elsewhere
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { COMMON_PASSWORDS_PATH, commonPasswordList } from './common-passwords.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pluginDir = path.join(root, 'wordpress', 'pricewise');
/** Development files that a site does not need, and the generated list (added fresh instead). */
const LEFT_OUT = new Set(['phpcs.xml', COMMON_PASSWORDS_PATH]);

/** A file in the zip: its path there and its bytes. @typedef {{ name: string, data: Buffer }} ZipEntry */

/**
 * Relative paths of the plugin's files, sorted, so the zip is the same for the same sources.
 * @param {string} [dir]
 * @param {string} [prefix]
 * @returns {string[]}
 */
export function pluginFiles(dir = pluginDir, prefix = '') {
  /** @type {string[]} */
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix + entry.name;
    if (entry.name.startsWith('.') || LEFT_OUT.has(relative)) continue;
    if (entry.isDirectory()) files.push(...pluginFiles(path.join(dir, entry.name), `${relative}/`));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/** @returns {string} */
export function pluginVersion() {
  const header = fs.readFileSync(path.join(pluginDir, 'pricewise.php'), 'utf8');
  const match = /^\s*\*\s*Version:\s*(\S+)/m.exec(header);
  if (!match?.[1]) throw new Error('wordpress/pricewise/pricewise.php has no Version header');
  return match[1];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** @param {Buffer} buffer */
function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = /** @type {number} */ (CRC_TABLE[(crc ^ byte) & 0xff]) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A fixed timestamp (2024-01-01 00:00) in DOS format, so equal sources give equal zips. */
const DOS_TIME = 0;
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;

/**
 * A zip archive (deflate) of named buffers.
 * @param {ZipEntry[]} entries
 * @returns {Buffer}
 */
export function zipArchive(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const compressed = zlib.deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, compressed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + compressed.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/**
 * What the zip holds: the plugin's files and the generated common-password list.
 * @returns {ZipEntry[]}
 */
export function pluginZipEntries() {
  const entries = pluginFiles().map((file) => ({
    name: `pricewise/${file}`,
    data: fs.readFileSync(path.join(pluginDir, file)),
  }));
  entries.push({ name: `pricewise/${COMMON_PASSWORDS_PATH}`, data: Buffer.from(commonPasswordList(), 'utf8') });
  return entries;
}

/**
 * Writes the plugin's zip and returns its path.
 * @param {string} [out]
 * @returns {string}
 */
export function buildPluginZip(out = path.join(root, 'dist', `pricewise-${pluginVersion()}.zip`)) {
  const entries = pluginZipEntries();
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, zipArchive(entries));
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outIndex = process.argv.indexOf('--out');
  const outArgument = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
  const out = buildPluginZip(outArgument ? path.resolve(outArgument) : undefined);
  console.log(`Built ${path.relative(process.cwd(), out)} (${pluginFiles().length} files).`);
}
