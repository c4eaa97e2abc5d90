import type { RestCall } from '../rest/rest-router.js';
import { restInvalidParams } from '../rest/wp-rest-error.js';
import { localeOf, normalEmail, normalName } from '../rules/account-input.js';
import { MAX_PASSWORD_LENGTH } from '../rules/password-rule.js';
import { requireParams } from './self-service.js';

/** One body parameter: how to read it (null: malformed) and what to say when it is malformed. */
interface Param<T> {
  read: (value: unknown) => T | null;
  problem: string;
  /** Absent is fine: `read` then gets undefined. */
  optional?: boolean;
}

const text = (max: number) => (value: unknown) =>
  typeof value === 'string' && value !== '' && [...value].length <= max ? value : null;

export const PARAMS = {
  email: { read: normalEmail, problem: 'email must be a valid email address of at most 254 characters.' },
  name: {
    read: normalName,
    problem: 'name must be 1 to 100 characters on one line, without <, >, &, \\ or percent-encoded characters.',
  },
  locale: { read: localeOf, problem: 'locale must be en or uk.', optional: true },
  password: {
    read: text(MAX_PASSWORD_LENGTH),
    problem: `password must be a non-empty string of at most ${MAX_PASSWORD_LENGTH} characters.`,
  },
  newPassword: {
    read: text(MAX_PASSWORD_LENGTH),
    problem: `newPassword must be a non-empty string of at most ${MAX_PASSWORD_LENGTH} characters.`,
  },
  currentPassword: {
    read: (value: unknown) => (value === undefined ? undefined : text(MAX_PASSWORD_LENGTH)(value)),
    problem: `currentPassword must be a non-empty string of at most ${MAX_PASSWORD_LENGTH} characters.`,
    optional: true,
  },
  optionalPassword: {
    read: (value: unknown) => (value === undefined ? undefined : text(MAX_PASSWORD_LENGTH)(value)),
    problem: `password must be a non-empty string of at most ${MAX_PASSWORD_LENGTH} characters.`,
    optional: true,
  },
  token: { read: text(512), problem: 'token must be a non-empty string of at most 512 characters.' },
  issuer: {
    read: (value: unknown) =>
      typeof value === 'string' && value.length <= 200 && /^https?:\/\/[^\s]+$/.test(value) ? value : null,
    problem: 'issuer must be an http(s) URL of at most 200 characters.',
  },
  subject: { read: text(255), problem: 'subject must be a non-empty string of at most 255 characters.' },
  optionalEmail: {
    read: (value: unknown) => (value === undefined ? undefined : normalEmail(value)),
    problem: 'email must be a valid email address of at most 254 characters.',
    optional: true,
  },
  emailVerified: {
    read: (value: unknown) => (value === undefined ? false : typeof value === 'boolean' ? value : null),
    problem: 'emailVerified must be a boolean.',
    optional: true,
  },
  optionalName: {
    read: (value: unknown) => (value === undefined ? undefined : typeof value === 'string' ? value : null),
    problem: 'name must be a string.',
    optional: true,
  },
} satisfies Record<string, Param<unknown>>;

type Params = typeof PARAMS;
type ValueOf<K extends keyof Params> = Exclude<ReturnType<Params[K]['read']>, null>;

/**
 * Reads the named parameters from the body as WordPress's argument handling would: every missing
 * required one first (rest_missing_callback_param), then every malformed one (rest_invalid_param).
 * `alias` maps a parameter's name in the body to the rule it follows.
 */
export function readParams<K extends keyof Params>(
  call: RestCall,
  names: readonly K[],
  alias: Partial<Record<K, string>> = {},
): { [P in K]: ValueOf<P> } {
  const bodyName = (name: K) => alias[name] ?? String(name);
  requireParams(call, names.filter((name) => !('optional' in PARAMS[name] && PARAMS[name].optional)).map(bodyName));
  const problems: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  for (const name of names) {
    const value = PARAMS[name].read(call.body[bodyName(name)]);
    if (value === null) problems[bodyName(name)] = PARAMS[name].problem;
    else values[name as string] = value;
  }
  if (Object.keys(problems).length > 0) throw restInvalidParams(problems);
  return values as { [P in K]: ValueOf<P> };
}
