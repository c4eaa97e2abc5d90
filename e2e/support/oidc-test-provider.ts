import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';

/** A person at the test identity provider: the login typed at its sign-in form is the subject. */
export interface ProviderPerson {
  email: string;
  email_verified: boolean;
  name: string;
}

export interface TestIdentityProvider {
  issuer: string;
  /** Who signs in with a given login; anyone else gets `{login}@id.example`, verified. */
  people: Map<string, ProviderPerson>;
  stop: () => Promise<void>;
}

export const OIDC_CLIENT = { id: 'pricewise-e2e', secret: 'pricewise-e2e-client-secret' } as const;

/**
 * A real, certified OpenID Provider (the `oidc-provider` package) on loopback, with its own
 * development sign-in and consent pages (any login and password are accepted), and one client:
 * the site under test, whose next-auth is configured with this issuer by scripts/e2e.mjs.
 */
export async function startTestIdentityProvider(port: number, siteOrigins: string[]): Promise<TestIdentityProvider> {
  const { default: Provider } = await import('oidc-provider');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'e2e', alg: 'RS256', use: 'sig' };
  const issuer = `http://127.0.0.1:${port}`;
  const people = new Map<string, ProviderPerson>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: siteOrigins.map((origin) => `${origin}/api/auth/callback/oidc`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk as never] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['pricewise-e2e-provider-cookies'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, id: string) {
      const person = people.get(id) ?? { email: `${id}@id.example`, email_verified: true, name: id };
      return { accountId: id, claims: async () => ({ sub: id, ...person }) };
    },
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { issuer, people, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
