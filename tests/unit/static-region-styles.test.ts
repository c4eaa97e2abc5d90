import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A static region's component is left out of the browser build (next.config.mjs replaces every
 * `*.region` module), and with it every style sheet it imports: those reach the browser only in
 * the component's lazy chunk, whose CSS the server's HTML never links. So on a first load the
 * region would be unstyled unless the stylesheets come another way: from the region's wrapper
 * (the module that imports the `*.region` one) or from the app shell.
 */
const srcDir = path.resolve(__dirname, '../../src');
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];
const isRegion = (file: string) => /\.region\.tsx?$/.test(file);

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(srcDir, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  return (
    EXTENSIONS.map((extension) => base + extension).find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ??
    null
  );
}

/** The modules a file imports statically (type-only imports and `import()` are not in its chunk). */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)]
    .map((match) => resolveImport(file, match[1]!))
    .filter((resolved): resolved is string => resolved !== null);
}

/** Every style sheet reachable from `entry` through static imports, not passing `*.region` modules. */
function stylesheetsFrom(entry: string, { throughRegions = false } = {}): Set<string> {
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.css')) sheets.add(path.relative(srcDir, file));
    else if (/\.(tsx?|mjs)$/.test(file))
      stack.push(...staticImports(file).filter((next) => throughRegions || !isRegion(next)));
  }
  return sheets;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const wrappers = sourceFiles(srcDir).flatMap((file) =>
  staticImports(file)
    .filter(isRegion)
    .map((region) => ({ wrapper: file, region })),
);
const shell = stylesheetsFrom(path.join(srcDir, 'pages/_app.tsx'));

describe('static regions', () => {
  it('exist (the offers table, the price chart and the footer at least)', () => {
    expect(wrappers.map(({ wrapper }) => path.basename(wrapper)).sort()).toEqual(
      expect.arrayContaining(['FooterRegion.tsx', 'OffersRegion.tsx', 'PriceHistoryRegion.tsx']),
    );
  });

  it.each(wrappers.map(({ wrapper, region }) => [path.relative(srcDir, wrapper), region] as const))(
    "%s brings, with the app shell, every style sheet its region's component uses",
    (wrapper, region) => {
      const needed = stylesheetsFrom(region, { throughRegions: true });
      expect(needed.size).toBeGreaterThan(0);
      const present = new Set([...shell, ...stylesheetsFrom(path.join(srcDir, wrapper))]);
      expect([...needed].filter((sheet) => !present.has(sheet))).toEqual([]);
    },
  );
});
