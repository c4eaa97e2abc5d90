import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';

/**
 * The generated types are checked in, so the site builds without running the generator; this
 * regenerates them in memory from the documents and the schema's copy, and fails when a query
 * changed without them (`npm run codegen` writes them).
 */
describe('the GraphQL types', () => {
  it('are generated from the current documents and schema', async () => {
    const [output] = (await generate({ ...config, cwd: process.cwd() }, false)) as {
      filename: string;
      content: string;
    }[];
    expect(output?.filename).toBe('src/lib/content/graphql/operations.generated.ts');
    await expect(output?.content).toMatchFileSnapshot('../../src/lib/content/graphql/operations.generated.ts');
  }, 60_000);
});
