import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The byte format of every token this backend issues, modelled on FaustWP's
 * (`wp/auth/functions.php`: `base64(iv ‖ HMAC-SHA256(ciphertext, secret) ‖ AES-256-CBC(payload))`):
 * the payload is encrypted, so the user id and expiry are unreadable, and the whole token is signed
 * with HMAC-SHA256, so a forged or altered token is refused before decryption.
 *
 *   base64url( version(1) ‖ iv(12) ‖ AES-256-GCM ciphertext ‖ GCM tag(16) ‖ HMAC-SHA256(32) )
 *
 * GCM rather than FaustWP's CBC: it authenticates on its own as well and needs no padding. Both keys
 * are derived from the FaustWP secret with HKDF, so changing the secret (as re-activating the plugin
 * does) invalidates every outstanding token, as in WordPress.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAC_BYTES = 32;
const HEADER_BYTES = 1 + IV_BYTES;
/** Longer inputs are refused before any decoding: no real token comes near it. */
const MAX_TOKEN_LENGTH = 512;

export interface TokenKeys {
  readonly encryption: Buffer;
  readonly signature: Buffer;
}

export function deriveTokenKeys(secret: string): TokenKeys {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'pricewise-accounts', purpose, 32));
  return { encryption: derive('token-encryption'), signature: derive('token-signature') };
}

/** The key that signs the links of account emails (rules/link-token.ts), also from the FaustWP secret. */
export function deriveLinkKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'pricewise-accounts', 'link-token', 32));
}

const sign = (keys: TokenKeys, body: Buffer) => createHmac('sha256', keys.signature).update(body).digest();

export function sealToken(keys: TokenKeys, payload: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
  const body = Buffer.concat([Buffer.of(VERSION), iv, ciphertext, cipher.getAuthTag()]);
  return Buffer.concat([body, sign(keys, body)]).toString('base64url');
}

/** The payload of a token this backend sealed with these keys, or null for anything else. */
export function openToken(keys: TokenKeys, token: string): string | null {
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // Node's decoder skips stray trailing characters; only the exact encoding of the bytes counts.
  if (bytes.toString('base64url') !== token || bytes.length <= HEADER_BYTES + TAG_BYTES + MAC_BYTES) return null;
  const body = bytes.subarray(0, bytes.length - MAC_BYTES);
  if (!timingSafeEqual(bytes.subarray(bytes.length - MAC_BYTES), sign(keys, body))) return null;
  if (body[0] !== VERSION) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys.encryption, body.subarray(1, HEADER_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(body.subarray(HEADER_BYTES, body.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
