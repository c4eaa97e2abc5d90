import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A first load renders its page from components the browser never loads, so their style sheets
 * reach the page only through the site's one style sheet (src/styles/site-styles.ts, imported by
 * `_app`). A module missing from it leaves its component unstyled on every first load.
 */
const srcDir = path.resolve(__dirname, '../../src');

function cssModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssModules(full);
    return entry.name.endsWith('.module.css') ? [path.relative(srcDir, full)] : [];
  });
}

const barrel = fs.readFileSync(path.join(srcDir, 'styles/site-styles.ts'), 'utf8');
const imported = [...barrel.matchAll(/^import '@\/([^']+)';$/gm)].map((match) => match[1]!);

describe("the site's style sheet", () => {
  it('holds every component style sheet, once', () => {
    expect([...imported].sort()).toEqual(cssModules(srcDir).sort());
  });

  it('is what the app imports', () => {
    expect(fs.readFileSync(path.join(srcDir, 'pages/_app.tsx'), 'utf8')).toContain("import '@/styles/site-styles';");
  });
});
