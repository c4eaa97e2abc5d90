/**
 * What the journeys need to know or change in the local backend beyond what a visitor sees, asked
 * through its HTTP API only (never its database): the accounts back office (`pricewise-admin/v1`,
 * FaustWP secret), the pricing back office (`/restapi/admin`, admin token) and, for drafts, GraphQL
 * as the seeded editor (FaustWP's own sign-in flow). See backend/README.md.
 */

/** The secrets scripts/local-backend.mjs gives the local backend unless the environment sets them. */
const faustSecret = () => process.env.FAUST_SECRET_KEY || process.env.FAUSTWP_SECRET_KEY || 'local-faust-secret';
const pricingAdminToken = () => process.env.PRICING_ADMIN_TOKEN || 'local-pricing-admin';

export interface AdminAccount {
  id: number;
  email: string;
  emailVerified: boolean;
  hasPassword: boolean;
  providers: { issuer: string; subject: string }[];
}

/** What the backend keeps under one account id, in the accounts area and in the pricing service. */
export interface AccountTraces {
  account: AdminAccount | null;
  savedProducts: number;
  /** Messages, queued or sent, under the account in the shared outbox. */
  mail: number;
  /** The pricing service's record of the shopper (alert emails' address, alerts, notifications). */
  pricing: { contact: unknown; alerts: unknown[]; notifications: unknown[] };
}

async function json<T>(response: Response, what: string): Promise<T> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${body}`);
  return JSON.parse(body) as T;
}

export function backendAdmin(backendUrl: string) {
  const accounts = (path: string, init: RequestInit = {}) =>
    fetch(`${backendUrl}/wp-json/pricewise-admin/v1/${path}`, {
      ...init,
      headers: { 'x-faustwp-secret': faustSecret() },
    });
  const pricing = (path: string) =>
    fetch(`${backendUrl}/restapi/admin/${path}`, { headers: { authorization: `Bearer ${pricingAdminToken()}` } });

  return {
    /** The accounts with this email address (at most one). */
    accountsByEmail: async (email: string) =>
      json<AdminAccount[]>(await accounts(`accounts?email=${encodeURIComponent(email)}`), 'accounts by email'),
    /** The accounts linked to this identity-provider subject. */
    accountsBySubject: async (subject: string) =>
      json<AdminAccount[]>(await accounts(`accounts?subject=${encodeURIComponent(subject)}`), 'accounts by subject'),
    /** Everything kept under an account id, whether or not the account still exists. */
    traces: async (id: number): Promise<AccountTraces> => ({
      ...(await json<Omit<AccountTraces, 'pricing'>>(await accounts(`accounts/${id}/data`), 'account data')),
      pricing: await json<AccountTraces['pricing']>(await pricing(`shoppers/${id}/data`), 'shopper data'),
    }),
    /**
     * Links an identity-provider subject to a password account, as the site does after the
     * provider's sign-in: the account's fresh sign-in, then `provider/link` (docs/contracts/accounts.md).
     */
    linkProvider: async (login: { username: string; password: string }, issuer: string, subject: string) => {
      const site = { 'content-type': 'application/json', 'x-faustwp-secret': faustSecret() };
      const signedIn = await json<{ accessToken: string }>(
        await fetch(`${backendUrl}/wp-json/pricewise/v1/login`, {
          method: 'POST',
          headers: site,
          body: JSON.stringify(login),
        }),
        'sign-in',
      );
      return json<{ providers: { issuer: string; linkedAt: string }[] }>(
        await fetch(`${backendUrl}/wp-json/pricewise/v1/provider/link`, {
          method: 'POST',
          headers: { ...site, authorization: `Bearer ${signedIn.accessToken}` },
          body: JSON.stringify({ issuer, subject }),
        }),
        'provider link',
      );
    },
    /** Makes the account's email links expired, as if their day had passed. */
    expireEmailLinks: async (id: number) =>
      json<{ expired: number }>(await accounts(`accounts/${id}/links/expire`, { method: 'POST' }), 'expire links'),
  };
}

export type BackendAdmin = ReturnType<typeof backendAdmin>;

/** The seeded editor (backend/src/content/README.md), who may see drafts. */
const EDITOR = { log: 'editor', pwd: 'pricewise-editor' };

/**
 * A GraphQL access token of the seeded editor, the way Faust gets one for previews: sign in at
 * `/wp-login.php`, take a code from `/generate`, exchange it at `faustwp/v1/authorize`.
 */
export async function editorAccessToken(backendUrl: string): Promise<string> {
  const login = await fetch(`${backendUrl}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ ...EDITOR, redirect_to: '/wp-login.php' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (login.status !== 302 || !cookie) throw new Error(`editor sign-in failed: ${login.status}`);
  const generate = await fetch(
    `${backendUrl}/generate?redirect_uri=${encodeURIComponent('http://127.0.0.1/preview')}`,
    {
      redirect: 'manual',
      headers: { cookie },
    },
  );
  const code = new URL(generate.headers.get('location') ?? '', backendUrl).searchParams.get('code');
  if (!code) throw new Error(`/generate gave no code: ${generate.status}`);
  const tokens = await json<{ accessToken: string }>(
    await fetch(`${backendUrl}/wp-json/faustwp/v1/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-faustwp-secret': faustSecret() },
      body: JSON.stringify({ code }),
    }),
    'authorize',
  );
  return tokens.accessToken;
}
