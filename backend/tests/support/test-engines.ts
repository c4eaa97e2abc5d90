import type { Engine } from '../../src/db/database.js';

/**
 * The engines the backend's suites run on: both by default. `PRICEWISE_TEST_ENGINES=sqlite` runs
 * the SQLite half alone (a machine without PostgreSQL); never a silent skip.
 */
export function testEngines(): Engine[] {
  const listed = (process.env.PRICEWISE_TEST_ENGINES ?? 'sqlite,postgres')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const engine of listed) {
    if (engine !== 'sqlite' && engine !== 'postgres') {
      throw new Error(`PRICEWISE_TEST_ENGINES lists "${engine}": use sqlite, postgres or both`);
    }
  }
  return listed as Engine[];
}
