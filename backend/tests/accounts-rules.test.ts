import { describe, expect, it } from 'vitest';
import { localeOf, normalEmail, normalName } from '../src/accounts/rules/account-input.js';
import { createLinkToken, isSignedLinkToken, linkTokenHash } from '../src/accounts/rules/link-token.js';
import { commonPasswordCandidates, passwordProblem } from '../src/accounts/rules/password-rule.js';

/** The accounts area's pure rules, with their edges. */
describe('the password rule', () => {
  it('needs at least 10 characters, counted as characters, not bytes or UTF-16 units', () => {
    expect(passwordProblem('')).toBe('too_short');
    expect(passwordProblem('nine-char')).toBe('too_short');
    expect(passwordProblem('ten-chars!')).toBeNull();
    // Four emoji are eight UTF-16 units and sixteen bytes, but four characters.
    expect(passwordProblem('😀😀😀😀')).toBe('too_short');
    expect(passwordProblem('😀😀😀😀😀😀😀😀😀😀')).toBeNull();
    expect(passwordProblem('x'.repeat(4096))).toBeNull();
    expect(passwordProblem('x'.repeat(4097))).toBe('too_long');
  });

  it('refuses the common passwords zxcvbn-ts knows, in any case, and keeps spaces as typed', () => {
    expect(passwordProblem('qwertyuiop')).toBe('too_common');
    expect(passwordProblem('QwertyUIOP')).toBe('too_common');
    expect(passwordProblem('password123')).toBe('too_common');
    expect(passwordProblem(' qwertyuiop')).toBeNull();
    expect(passwordProblem('qwertyuiop-plus')).toBeNull();
  });

  it('asks the list only for entries that could pass the length rule', () => {
    const candidates = commonPasswordCandidates();
    expect(candidates.length).toBeGreaterThan(1000);
    expect(candidates.every((entry) => [...entry].length >= 10 && entry === entry.toLowerCase())).toBe(true);
    for (const entry of candidates.slice(0, 50)) expect(passwordProblem(entry)).toBe('too_common');
  });
});

describe('what shoppers type', () => {
  it('accepts practical addresses, trimmed, and refuses the rest', () => {
    expect(normalEmail('  sam.carter+deals@shop.example ')).toBe('sam.carter+deals@shop.example');
    expect(normalEmail('a_b%c-d@sub-domain.shop.co.uk')).toBe('a_b%c-d@sub-domain.shop.co.uk');
    expect(normalEmail('\u00a0sam@shop.example\n')).toBe('sam@shop.example');
    for (const bad of [
      '',
      'sam',
      'sam@shop',
      '@shop.example',
      'sam@-shop.example',
      'sam@shop-.example',
      'sa m@shop.example',
      "o'brien@shop.example",
      'sam@shop..example',
      `${'a'.repeat(65)}@shop.example`,
      `a@${'b'.repeat(250)}.example`,
      'sam@shop.example\nx',
      42,
      null,
    ]) {
      expect(normalEmail(bad), String(bad)).toBeNull();
    }
  });

  it('keeps a name as typed, runs of spaces made one, and refuses what WordPress would change', () => {
    expect(normalName('  Ада   Lovelace ')).toBe('Ада Lovelace');
    expect(normalName("O'Brien-Ångström")).toBe("O'Brien-Ångström");
    expect(normalName('100% sure')).toBe('100% sure');
    expect(normalName('x'.repeat(100))).toBe('x'.repeat(100));
    for (const bad of [
      '',
      '   ',
      'x'.repeat(101),
      '<b>',
      'a & b',
      'back\\slash',
      'tab\there',
      'line\nbreak',
      '%41',
      'a%2fb',
      undefined,
    ]) {
      expect(normalName(bad), String(bad)).toBeNull();
    }
  });

  it('knows two languages, English when none is given', () => {
    expect([localeOf(undefined), localeOf('en'), localeOf('uk'), localeOf('de'), localeOf('EN')]).toEqual([
      'en',
      'en',
      'uk',
      null,
      null,
    ]);
  });
});

describe('link tokens', () => {
  const key = Buffer.alloc(32, 7);

  it('are signed for their purpose and key, and refuse any change', () => {
    const token = createLinkToken(key, 'verify');
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{22}$/);
    expect(isSignedLinkToken(key, 'verify', token)).toBe(true);
    expect(isSignedLinkToken(key, 'reset', token)).toBe(false);
    expect(isSignedLinkToken(Buffer.alloc(32, 8), 'verify', token)).toBe(false);
    const [id, mac] = token.split('.') as [string, string];
    for (let index = 0; index < id.length; index += 7) {
      const altered = id.slice(0, index) + (id[index] === 'A' ? 'B' : 'A') + id.slice(index + 1);
      expect(isSignedLinkToken(key, 'verify', `${altered}.${mac}`)).toBe(false);
    }
    expect(isSignedLinkToken(key, 'verify', `${token}x`)).toBe(false);
    expect(isSignedLinkToken(key, 'verify', id)).toBe(false);
  });

  it('are stored as a hash, different for every token', () => {
    const [one, two] = [createLinkToken(key, 'reset'), createLinkToken(key, 'reset')];
    expect(one).not.toBe(two);
    expect(linkTokenHash(one)).toMatch(/^[0-9a-f]{64}$/);
    expect(linkTokenHash(one)).not.toContain(one.split('.')[0]);
  });
});
