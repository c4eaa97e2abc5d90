import { ensurePrerequisites } from '../../scripts/test-prerequisites.mjs';

/**
 * Global setup of the backend's suites: the real parts they need beyond PostgreSQL (redis-server
 * for the limits), found or installed as `npm test` does (scripts/test-prerequisites.mjs) and named
 * in the environment the test processes start with (backend/tests/support/redis-server.ts reads it).
 * A part that cannot be had fails only the suites that need it, with this message.
 */
export default async function setup(): Promise<void> {
  try {
    Object.assign(process.env, await ensurePrerequisites(['limits']));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
}
