import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBackendConfig } from '../src/config.js';

const strong = (label: string) => `${label}-${'x'.repeat(40)}`;
const production = {
  NODE_ENV: 'production',
  FAUST_SECRET_KEY: strong('faust'),
  PRICING_SHOPPER_SECRET: strong('shopper'),
  PRICING_ADMIN_TOKEN: strong('admin'),
};

const problemsOf = (env: NodeJS.ProcessEnv): string => {
  try {
    loadBackendConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('secrets in production', () => {
  it('starts with secrets of its own', () => {
    expect(problemsOf(production)).toBe('');
  });

  it.each(['FAUST_SECRET_KEY', 'PRICING_SHOPPER_SECRET', 'PRICING_ADMIN_TOKEN'])(
    'refuses %s unset, at its public local default, or short, naming the variable',
    (name) => {
      const defaults: Record<string, string> = {
        FAUST_SECRET_KEY: 'local-faust-secret',
        PRICING_SHOPPER_SECRET: 'local-pricing-shopper-secret',
        PRICING_ADMIN_TOKEN: 'local-pricing-admin',
      };
      expect(problemsOf({ ...production, [name]: undefined })).toMatch(
        new RegExp(`${name}: is required in production`),
      );
      expect(problemsOf({ ...production, [name]: defaults[name] })).toMatch(
        new RegExp(`${name}: is the public local default`),
      );
      expect(problemsOf({ ...production, [name]: 'short-but-16-chars!' })).toMatch(
        new RegExp(`${name}: must be at least 32 characters`),
      );
    },
  );

  it('keeps the local defaults outside production', () => {
    expect(problemsOf({})).toBe('');
  });

  it('stops the backend before it opens its database, with one message naming each variable', () => {
    const root = path.resolve(__dirname, '../..');
    const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'backend/src/main.ts')], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', BACKEND_DATA_DIR: '/nonexistent/pricewise-test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('FAUST_SECRET_KEY: is required in production');
    expect(result.stderr).toContain('PRICING_SHOPPER_SECRET: is required in production');
  });
});
