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

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['tests/unit/**/*.test.ts'], env: siteTestEnv },
      },
      {
        extends: true,
        // Real servers hashing real passwords (scrypt) on a busy machine: a minute per test, not 5 s.
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/backend/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The accounts contract against the local backend; tests:wordpress runs it against WordPress.
        extends: true,
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['tests/contracts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
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
