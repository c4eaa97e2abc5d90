// Plain JavaScript: next.config.mjs loads it before anything is compiled.

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the scripts every first load runs with V8's explicit compile hint. A browser compiles a
 * function lazily, on the main thread, the first time it is called; a first load calls most of
 * React's and Next's boot code, so that compilation was a third of the script tasks that block a
 * phone's main thread. With the hint, Chromium compiles the whole file on the background thread
 * that streams it; other engines read a comment. Only what a first load runs gets it: the chunks
 * of the pages' entry points and of the islands (loaded by next/dynamic from the files that define
 * them: `islands.ts`, `*-islands.ts` and `*-island.ts`). A chunk loaded on first use (a dialog, a
 * later page) would be compiled in full for a few of its functions.
 * Runs after minification (which drops comments) and before the real content hash, so the file's
 * name still follows its bytes.
 */
export class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          for (const file of firstLoadFiles(compilation)) {
            const asset = compilation.getAsset(file);
            if (!asset) continue;
            compilation.updateAsset(file, new sources.ConcatSource(COMPILE_HINT, asset.source));
          }
        },
      );
    });
  }
}

/** The files that define islands, whose dynamic imports are the islands' components. */
const ISLAND_DEFINITIONS = /(?:^|[/\\-])islands?\.tsx?$/;

/**
 * Whether a chunk group is one a first load runs: an entry point (the runtime, the framework,
 * Next's main, `_app` and each page) or an island's component.
 * @param {import('webpack').ChunkGroup} group
 */
function runsOnFirstLoad(group) {
  if (group.isInitial()) return true;
  return group.origins.some((origin) => ISLAND_DEFINITIONS.test(origin.module?.nameForCondition() ?? ''));
}

/**
 * The JavaScript files of the chunk groups a first load runs.
 * @param {import('webpack').Compilation} compilation
 * @returns {Set<string>}
 */
function firstLoadFiles(compilation) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (!runsOnFirstLoad(group)) continue;
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return files;
}
