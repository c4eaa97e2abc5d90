import type { OAuthConfig } from 'next-auth/providers/oauth';
import type { TokenSet } from 'openid-client';
import type { ServerEnv } from '@/config/env-schema.mjs';

/** What a standard OpenID provider's ID token and userinfo say about the shopper. */
export interface OidcProfile {
  iss?: string;
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
}

export const OIDC_PROVIDER_ID = 'oidc';

/**
 * next-auth's standard OpenID Connect provider, from three settings: the issuer (its discovery
 * document is `{issuer}/.well-known/openid-configuration`), the client id and secret. Google,
 * Microsoft, Apple's OIDC endpoint or any certified provider work the same way. Null when they
 * are not set: then no provider button shows. The account is the backend's (provider-sign-in.ts);
 * the profile only carries the claims there.
 */
export function oidcProvider(env: ServerEnv): OAuthConfig<OidcProfile> | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  return {
    id: OIDC_PROVIDER_ID,
    name: env.OIDC_NAME,
    type: 'oauth',
    wellKnown: `${env.OIDC_ISSUER}/.well-known/openid-configuration`,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    idToken: true,
    // The nonce ties the ID token to this browser's sign-in, so a token made for another cannot be replayed.
    checks: ['pkce', 'state', 'nonce'],
    authorization: { params: { scope: 'openid email profile' } },
    // The ID token's claims (checked by next-auth: issuer, audience, nonce, signature), completed
    // from the userinfo endpoint when the provider keeps the email there, as OpenID allows.
    userinfo: {
      async request({ tokens, client }) {
        // next-auth hands over openid-client's TokenSet, whose ID token it has already checked.
        const tokenSet = tokens as TokenSet;
        const claims = tokenSet.claims();
        if (typeof claims.email === 'string') return claims;
        // openid-client refuses userinfo whose subject is not the ID token's.
        return { ...(await client.userinfo(tokenSet)), ...claims };
      },
    },
    profile: (profile) => ({
      id: profile.sub,
      name: profile.name ?? profile.given_name ?? null,
      email: profile.email ?? null,
      role: 'subscriber',
      backendToken: '',
      backendTokenExpiration: 0,
      addressVerified: profile.email_verified === true,
    }),
  };
}

/** The provider's display name, when one is configured; the pages show its button only then. */
export function oidcProviderName(env: ServerEnv): string | null {
  return oidcProvider(env) ? env.OIDC_NAME : null;
}
