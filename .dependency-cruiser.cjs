/**
 * The layers of docs/ARCHITECTURE.md (in full: docs/architecture/folders.md), checked by `npm run lint`:
 * pages → features → components / lib → config, never upwards; components know no backend;
 * Faust is registered by the routes alone (src/faust.ts, the one importer of faust.config);
 * the site and the local backend (`backend/`) import nothing from each other, nor the backend the
 * root's tests, benches or scripts; no cycles.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes the layers meaningless and the import order fragile.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-not-upwards',
      severity: 'error',
      comment: 'src/lib holds clients and rules; pages and features use it, never the reverse.',
      from: { path: '^src/lib/' },
      to: { path: '^(src/features|src/pages|wp-templates)/' },
    },
    {
      name: 'components-not-upwards',
      severity: 'error',
      comment: 'src/components holds the shell and presentational pieces; features and pages compose them.',
      from: { path: '^src/components/' },
      to: { path: '^(src/features|src/pages|wp-templates)/' },
    },
    {
      name: 'components-know-no-backend',
      severity: 'error',
      comment: 'Components get data as props; only lib/content, lib/pricing and lib/auth talk to the backends.',
      from: { path: '^src/components/' },
      to: { path: '^src/lib/(content|pricing|auth)/' },
    },
    {
      name: 'config-imports-only-config',
      severity: 'error',
      comment: 'Configuration is the bottom layer: it reads the environment and nothing else of the site.',
      from: { path: '^src/config/' },
      to: { path: '^(src|wp-templates)/', pathNot: '^src/config/' },
    },
    {
      name: 'features-not-pages',
      severity: 'error',
      comment: 'Pages are thin routes over features; a feature never reaches back into a route.',
      from: { path: '^src/features/' },
      to: { path: '^src/pages/' },
    },
    {
      name: 'features-not-templates',
      severity: 'error',
      comment: "Faust's templates (wp-templates/) compose features, not the other way round.",
      from: { path: '^src/features/' },
      to: { path: '^wp-templates/' },
    },
    {
      name: 'template-views-carry-no-parsers',
      severity: 'error',
      comment:
        "A WordPress template's view reaches published pages' bundles; its folder's query, model and unit " +
        'carry GraphQL documents and zod, so a view takes only types from them.',
      from: { path: '^src/features/editorial/templates/.+\\.tsx$' },
      to: {
        path: '^src/features/editorial/templates/[^/]+/(query|model|unit)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'faust-config-registered-once',
      severity: 'error',
      comment:
        'Importing faust.config registers Faust (setConfig) and reaches the templates and features it names; ' +
        'src/faust.ts is the one module that imports it, so no layer leans on that side effect unseen.',
      from: { pathNot: '^src/faust\\.ts$' },
      to: { path: '^faust\\.config\\.ts$' },
    },
    {
      name: 'faust-registered-at-the-edge',
      severity: 'error',
      comment:
        'Routes (the document, the preview page, API routes) register Faust through src/faust.ts; ' +
        'features, lib and components rely on it having run and never import it, not even for its side effect.',
      from: { pathNot: '^src/pages/' },
      to: { path: '^src/faust\\.ts$' },
    },
    {
      name: 'site-not-backend',
      severity: 'error',
      comment: 'The local backend is a separate service; the site only knows its URLs.',
      from: { path: '^(src|wp-templates)/' },
      to: { path: '^backend/' },
    },
    {
      name: 'backend-not-site',
      severity: 'error',
      comment: 'The local backend is a separate service and imports nothing from the site.',
      from: { path: '^backend/' },
      to: { path: '^(src|wp-templates)/' },
    },
    {
      name: 'backend-owns-its-files',
      severity: 'error',
      comment:
        "The backend's workspace holds its tests, benches and their tools: it imports nothing from the " +
        "root's tests, end-to-end journeys, benches or scripts (they may import the backend's modules).",
      from: { path: '^backend/' },
      to: { path: '^(tests|e2e|bench|scripts)/' },
    },
    {
      name: 'feed-threads-stay-light',
      severity: 'error',
      comment:
        "A feed import's threads load only what an import runs: every module they reach is compiled " +
        'again in their own heap, and the start-up work (migrations, the demo seed) cost about 10 MB of ' +
        "the import's memory.",
      from: { path: '^backend/src/pricing/feeds/(thread|read)/[^/]+-work\\.ts$' },
      to: { path: '^backend/src/(seed/|db/(prepare-pricing-data|pricing-migrator)\\.ts$)', reachable: true },
    },
    {
      name: 'price-facts-thread-stays-pure',
      severity: 'error',
      comment:
        "The price facts' thread decides from what it is sent: it reaches no database module (each " +
        "module it reaches is compiled again in its heap, within an import's memory).",
      from: { path: '^backend/src/pricing/history/rules-thread/[^/]+-work\\.ts$' },
      to: { path: '^backend/src/(db|seed)/|^backend/src/pricing/sql-dialect\\.ts$', reachable: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve is a typo or a missing dependency.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
