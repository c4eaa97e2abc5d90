import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The site's server modules validate the environment when first imported; their tests point them
// at nothing real. The backend's tests use the backend's own defaults, so they get none of these.
const siteTestEnv = {
  NEXT_PUBLIC_WORDPRESS_URL: 'http://127.0.0.1:59998',
  PRICING_API_URL: 'http://127.0.0.1:59997',
  FAUST_SECRET_KEY: 'test-faust-secret',
  REVALIDATE_SECRET: 'test-revalidate-secret',
  NEXTAUTH_SECRET: 'test-nextauth-secret-for-sessions',
};

// The demo database, seeded once for the run and copied by every test that needs one.
const seededDatabase = ['backend/tests/support/seeded-database-setup.ts'];
// One PostgreSQL server for the run, shared by the projects whose suites run on both engines.
const postgres = 'backend/tests/support/postgres-global-setup.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    // Hang guards, not speed expectations: tests wait for states, and these only end a test that
    // never gets there. Seeding, password hashing and rendering run several times slower on a
    // 2-core machine busy with other work than on an idle one, and a test must pass on both.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for a state too; its default second is what an idle machine takes.
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          env: siteTestEnv,
          globalSetup: seededDatabase,
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['backend/tests/**/*.test.ts'],
          globalSetup: [...seededDatabase, postgres, 'tests/support/backend-prerequisites-setup.ts'],
          // Each file builds its own server over its own database and mocks nothing, so the files
          // share loaded modules: half the suite's CPU went to loading the backend again per file.
          isolate: false,
        },
      },
      {
        // The accounts contract against the local backend; tests:wordpress runs it against WordPress.
        extends: true,
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['tests/contracts/**/*.test.ts'],
          globalSetup: [...seededDatabase, postgres],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Components' style sheets apply in tests too, so styles a rule depends on can be checked.
          css: { include: [/\.css$/], modules: { classNameStrategy: 'stable' } },
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/components/setup.ts'],
          env: siteTestEnv,
        },
      },
    ],
  },
});
