import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');
const overview = path.join(docsDir, 'ARCHITECTURE.md');
const focusedDocs = fs
  .readdirSync(path.join(docsDir, 'architecture'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => path.join(docsDir, 'architecture', name));

/** `code` spans that name a file or folder of the repository: a path, or a file name with an extension. */
function namedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((text) => !/[(){}*…<>|:=,'"]/.test(text) && !text.startsWith('/') && !text.startsWith('.../'))
    .filter((text) => text.includes('/') || /\.(ts|tsx|mjs|cjs|js|json|yaml|md)$/.test(text));
}

/** Relative Markdown links (`[text](target)`), without their #fragments. */
function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/.test(target));
}

describe('the architecture overview', () => {
  const text = fs.readFileSync(overview, 'utf8');

  it('stays short enough to read in ten minutes (15 kB at most)', () => {
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(15_000);
  });

  it('names only files and folders that exist', () => {
    const missing = namedPaths(text).filter(
      (named) => !fs.existsSync(path.join(root, named)) && !fs.existsSync(path.join(docsDir, named)),
    );
    expect(missing).toEqual([]);
  });

  it('links every focused document, and each link resolves', () => {
    const targets = linkTargets(text);
    for (const doc of focusedDocs) expect(targets).toContain(path.relative(docsDir, doc));
    expect(targets.filter((target) => !fs.existsSync(path.join(docsDir, target)))).toEqual([]);
  });
});

describe('the focused architecture documents', () => {
  it.each(focusedDocs.map((doc) => [path.basename(doc), doc]))('%s links only to files that exist', (_name, doc) => {
    const targets = linkTargets(fs.readFileSync(doc, 'utf8'));
    expect(targets.filter((target) => !fs.existsSync(path.join(path.dirname(doc), target)))).toEqual([]);
  });
});
