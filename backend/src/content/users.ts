import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Db } from '../db/connection.js';
import type { UserRole } from './viewer.js';

/** scrypt cost parameters for new hashes; each hash records its own, so they can be raised later. */
const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

/** scrypt on libuv's thread pool: a password check never blocks the server's other requests. */
const scryptAsync = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const encode = (salt: Buffer, hash: Buffer) =>
  ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), hash.toString('base64')].join('$');

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64; hashed off the event loop. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  return encode(salt, await scryptAsync(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }));
}

/** The same hash, made synchronously: only for seeding, before the server listens. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SCRYPT.saltLength);
  return encode(salt, scryptSync(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }));
}

async function matches(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * Number(n) * Number(r) + 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Compared against when the login is unknown, so both outcomes take the same time. */
let dummyHash: string | undefined;

/** Who a successful check names; never the hash. */
export interface VerifiedUser {
  id: number;
  login: string;
  email: string;
  displayName: string;
  role: UserRole;
}

/**
 * Checks a login (username or email, as wp_authenticate accepts either) and password against the
 * stored scrypt hash. Returns the user, or null for an unknown login or a wrong password alike.
 */
export async function verifyPassword(db: Db, login: string, password: string): Promise<VerifiedUser | null> {
  const row = db
    .prepare(
      `SELECT id, login, email, display_name, role, password_hash FROM wp_users
       WHERE login = ? OR email = ? ORDER BY login = ? DESC LIMIT 1`,
    )
    .get(login, login, login) as
    | { id: number; login: string; email: string; display_name: string; role: UserRole; password_hash: string }
    | undefined;
  // An unknown login, and an account without a password (it signs in through an identity
  // provider), are checked against a dummy hash: every failure takes the same time.
  const stored = row?.password_hash.startsWith('scrypt$') ? row.password_hash : undefined;
  const ok = await matches(password, stored ?? (dummyHash ??= hashPasswordSync(randomBytes(16).toString('hex'))));
  if (!row || !stored || !ok) return null;
  return { id: row.id, login: row.login, email: row.email, displayName: row.display_name, role: row.role };
}
