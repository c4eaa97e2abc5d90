// ESLint's flat config (`npm run lint` runs it with --max-warnings=0, beside Prettier and
// dependency-cruiser). Recommended sets only; every rule turned off says why on its line.
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const site = ['src/**/*.{ts,tsx,mjs,js}', 'wp-templates/**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      '.data/',
      'dist/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'next-env.d.ts',
      'wordpress/',
      'public/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter or binding kept for its position or to leave a property out of a rest.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Off: matching control characters on purpose is how URL and HTML rules reject or strip them.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.{mjs,cjs,js,mts}', 'scripts/**', 'bench/**', 'e2e/**', 'tests/**', 'backend/**', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', 'next-i18next.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS files are loaded by tools that require() them (dependency-cruiser, next-i18next).
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Benchmarks hand functions to the browser (page.evaluate, addInitScript).
    files: [...site, 'bench/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['backend/tests/**', 'tests/contracts/**', 'tests/wordpress/**'],
    // Off: these suites read the JSON bodies of real HTTP answers loosely; their assertions check the shape.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [...site, 'tests/components/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: [...site, 'tests/components/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our components' `autoFocus` props are passed on to an input, where the rule still applies.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // One door per backend: the accounts routes (`pricewise/v1`) are called through accountsRequest
    // (src/lib/auth/accounts-http.ts) alone, as pricing is through src/lib/pricing/http.ts.
    files: site,
    ignores: ['src/lib/auth/accounts-http.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/pricewise\\/v1/]', 'TemplateElement[value.raw=/pricewise\\/v1/]'].map((selector) => ({
          selector,
          message: 'Call the accounts routes through accountsRequest (src/lib/auth/accounts-http.ts), their one door.',
        })),
      ],
    },
  },
  {
    files: site,
    ...nextPlugin.configs['core-web-vitals'],
    settings: { next: { rootDir: '.' } },
  },
);
