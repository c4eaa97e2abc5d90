import { loadServerEnv } from './env-schema.mjs';

/** Server-only settings, validated when this module is first imported on the server. */
export const serverEnv = typeof window === 'undefined' ? loadServerEnv() : undefined;

export function getServerEnv(): NonNullable<typeof serverEnv> {
  if (!serverEnv) throw new Error('getServerEnv() called in the browser');
  return serverEnv;
}
