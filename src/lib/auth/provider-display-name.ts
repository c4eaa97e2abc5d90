/**
 * The name a shopper knows a linked identity provider by: the configured provider's display name
 * (`OIDC_NAME`) for its issuer, otherwise the issuer's host (a provider linked under settings
 * since changed is still named by where it signs in).
 */
export function providerDisplayName(issuer: string, configured: { issuer: string; name: string } | null): string {
  if (configured && withoutTrailingSlash(configured.issuer) === withoutTrailingSlash(issuer)) {
    return configured.name;
  }
  try {
    return new URL(issuer).host || issuer;
  } catch {
    return issuer;
  }
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
