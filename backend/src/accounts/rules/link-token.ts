import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The single-use links in account emails (verify an address, reset a password):
 * `base64url(24 random bytes) "." base64url(HMAC-SHA256(key, purpose "." id), first 16 bytes)`.
 * The signature turns away an altered or made-up link before any lookup; the server keeps only a
 * SHA-256 hash of the whole token, with its purpose, expiry and use.
 */
export type LinkPurpose = 'verify' | 'reset';

export const LINK_LIFETIME_SECONDS: Record<LinkPurpose, number> = { verify: 24 * 3_600, reset: 3_600 };

const ID_BYTES = 24;
const MAC_BYTES = 16;
const FORMAT = /^([A-Za-z0-9_-]{32})\.([A-Za-z0-9_-]{22})$/;

const mac = (key: Buffer, purpose: LinkPurpose, id: string) =>
  createHmac('sha256', key).update(`${purpose}.${id}`).digest().subarray(0, MAC_BYTES);

export function createLinkToken(key: Buffer, purpose: LinkPurpose): string {
  const id = randomBytes(ID_BYTES).toString('base64url');
  return `${id}.${mac(key, purpose, id).toString('base64url')}`;
}

/** True when the token is well formed and signed for this purpose with this key. */
export function isSignedLinkToken(key: Buffer, purpose: LinkPurpose, token: string): boolean {
  const match = FORMAT.exec(token);
  if (!match) return false;
  const given = Buffer.from(match[2]!, 'base64url');
  return (
    given.length === MAC_BYTES &&
    given.toString('base64url') === match[2] &&
    timingSafeEqual(given, mac(key, purpose, match[1]!))
  );
}

/** What the server stores instead of the token. */
export const linkTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
