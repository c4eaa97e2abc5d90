import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from '@/lib/security/headers';

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ nonce: 'abc123', contentOrigin: 'https://cms.example', development: false });

  it('allows scripts only from our origin and with the nonce', () => {
    expect(policy).toContain("script-src 'self' 'nonce-abc123';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('refuses framing and plugins, and lets the content backend serve images and GraphQL', () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("img-src 'self' data: blob: https://cms.example");
    expect(policy).toContain("connect-src 'self' https://cms.example");
  });

  it('allows eval only in development, for React refresh', () => {
    expect(contentSecurityPolicy({ nonce: 'n', contentOrigin: 'http://x', development: true })).toContain("'unsafe-eval'");
  });
});

describe('STATIC_SECURITY_HEADERS', () => {
  it('has every header the site promises', () => {
    expect(STATIC_SECURITY_HEADERS.map((header) => header.key)).toEqual([
      'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Permissions-Policy',
    ]);
  });
});
