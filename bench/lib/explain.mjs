// What a chunk holds, by package or source file, from its source map (source-map-explorer).
import fs from 'node:fs';
import { explore } from 'source-map-explorer';

/** The heaviest packages and files of a chunk, minified bytes. */
export async function explainChunk(file, top = 12) {
  // Generated files (the build manifest) have no source map: nothing to explain.
  if (!fs.existsSync(`${file}.map`)) return [];
  // Buffers, not a path: source-map-explorer reads paths as globs, and route chunks hold brackets.
  const bundle = { code: fs.readFileSync(file), map: fs.readFileSync(`${file}.map`) };
  const result = await explore(bundle, { noBorderChecks: true, output: { format: 'json' } });
  const totals = new Map();
  for (const bundle of result.bundles) {
    for (const [source, { size }] of Object.entries(bundle.files)) {
      const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      const key = inPackage ? inPackage[1] : source.replace(/^webpack:\/\/_N_E\//, '');
      totals.set(key, (totals.get(key) ?? 0) + size);
    }
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
}
