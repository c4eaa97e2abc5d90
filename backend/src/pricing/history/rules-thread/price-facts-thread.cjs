// The price facts' thread. The backend is TypeScript compiled on load by tsx wherever it runs
// (`npm start`, the command line, the tests); a worker thread starts without the parent's loader.
require('tsx/cjs/api').register();
require('./price-facts-work.ts');
