import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { AFTER_PAINT_LOADER } from '@/lib/document/after-paint-loader.mjs';
import { COLOR_MODE_SCRIPT } from '@/lib/security/color-mode-script.mjs';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/static-headers.mjs';

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ contentOrigin: 'https://cms.example', development: false });

  it('allows scripts only from our own origin, and the colour-mode script and the script loader by their hashes, in production', () => {
    const [colorMode, loader] = [COLOR_MODE_SCRIPT, AFTER_PAINT_LOADER].map((script) =>
      createHash('sha256').update(script).digest('base64'),
    );
    expect(policy).toContain(`script-src 'self' 'sha256-${colorMode}' 'sha256-${loader}';`);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('refuses framing and plugins, and lets the content backend serve images and GraphQL', () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("img-src 'self' data: blob: https://cms.example");
    expect(policy).toContain("connect-src 'self' https://cms.example");
  });

  it('lets forms post only here, and to the identity provider when one is configured', () => {
    expect(policy).toContain("form-action 'self';");
    expect(
      contentSecurityPolicy({
        contentOrigin: 'http://x',
        development: false,
        identityProviderOrigin: 'https://id.example',
      }),
    ).toContain("form-action 'self' https://id.example;");
  });

  it('relaxes scripts only in development, for hot reloading, whose inline scripts no hash may switch off', () => {
    const development = contentSecurityPolicy({ contentOrigin: 'http://x', development: true });
    expect(development).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval';");
  });
});

describe('securityHeaders', () => {
  it('has every header the site promises', () => {
    expect(securityHeaders({ contentOrigin: 'http://x', development: false }).map((header) => header.key)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
    ]);
  });
});
