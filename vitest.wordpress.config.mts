import { defineConfig } from 'vitest/config';

// The WordPress plugin's tests, against a real WordPress that tests/wordpress/harness starts once
// for all files. Run through `npm run test:wordpress`, which also runs php -l, phpcs and PHPUnit.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'wordpress',
    environment: 'node',
    include: ['tests/wordpress/**/*.test.ts'],
    globalSetup: ['tests/wordpress/harness/global-setup.ts'],
    setupFiles: ['tests/wordpress/harness/no-php-problems.ts'],
    // One site, shared: files run one after another so their settings never cross.
    fileParallelism: false,
    // Hang guards, not speed expectations: every request boots WordPress, several times slower on a
    // 2-core machine busy with other work than on an idle one, and a test must pass on both.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
