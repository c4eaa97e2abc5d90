import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    // Server modules validate the environment when first imported; tests point them at nothing real.
    env: {
      NEXT_PUBLIC_WORDPRESS_URL: 'http://127.0.0.1:59998',
      PRICING_API_URL: 'http://127.0.0.1:59997',
      FAUST_SECRET_KEY: 'test-faust-secret',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/backend/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/components/setup.ts'],
        },
      },
    ],
  },
});
