import { expect } from 'vitest';
import { call, postJson, type Exchange } from './http.js';
import type { ContractClient } from './client.js';
import type { ContractMail } from './target.js';

const NS = '/wp-json/pricewise/v1';

export const ROUTES = {
  signup: `${NS}/signup`,
  verify: `${NS}/email/verify`,
  resend: `${NS}/email/resend`,
  forgot: `${NS}/password/forgot`,
  reset: `${NS}/password/reset`,
  resetProviders: `${NS}/password/reset/providers`,
  changePassword: `${NS}/account/password`,
  providerLogin: `${NS}/provider/login`,
  providerLink: `${NS}/provider/link`,
  providerUnlink: `${NS}/provider/unlink`,
  account: `${NS}/account`,
  exportData: `${NS}/account/export`,
  revoke: `${NS}/sessions/revoke`,
  endSession: `${NS}/sessions/end`,
  deleteAccount: `${NS}/account/delete`,
} as const;

let clientCounter = 0;
/** A client address of its own for each caller, so per-address limits never cross between tests. */
export const newClientIp = () =>
  `198.51.100.${(clientCounter = (clientCounter % 250) + 1)}-${process.pid}-${Date.now() % 100000}`;

let emailCounter = 0;
export const newEmail = (label: string) => `${label}-${Date.now().toString(36)}-${++emailCounter}@shop.example`;

export interface CallOptions {
  secret?: boolean;
  token?: string | null;
  client?: string;
}

/** Calls of the self-service endpoints, on top of the contract client. */
export function selfService(c: ContractClient) {
  const headers = ({ secret = true, token = null, client }: CallOptions = {}) => ({
    ...(secret ? { 'x-faustwp-secret': c.target().faustSecret } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(client ? { 'x-pricewise-client-ip': client } : {}),
  });
  const post = (path: string, body: unknown, options?: CallOptions) => postJson(c.url(path), body, headers(options));
  const get = (path: string, options?: CallOptions) => call(c.url(path), { headers: headers(options) });

  const mails = (email: string): Promise<ContractMail[]> => c.target().mailTo(email);
  /** The token of the newest link of that kind sent to the address. */
  const linkToken = async (email: string, kind: 'verify' | 'reset'): Promise<string> => {
    const path = kind === 'verify' ? '/signup/verify/?token=' : '/login/reset/?token=';
    const found = (await mails(email))
      .map((mail) => mail.text)
      .reverse()
      .join('\n');
    const match = new RegExp(`${escape(c.target().siteUrl)}(?:/uk)?${escape(path)}([A-Za-z0-9._~%-]+)`).exec(found);
    expect(match, `a ${kind} link in the mail to ${email}`).not.toBeNull();
    return decodeURIComponent(match![1]!);
  };

  /** Signs up, follows the verification link, and returns the account's token. */
  const openAccount = async (label: string, password = 'correct horse battery staple') => {
    const email = newEmail(label);
    const client = newClientIp();
    const signup = await post(ROUTES.signup, { email, password, name: `Shopper ${label}`, locale: 'en' }, { client });
    expect(signup.status, signup.text).toBe(202);
    const verified = await post(ROUTES.verify, { token: await linkToken(email, 'verify'), signIn: true }, { client });
    expect(verified.status, verified.text).toBe(200);
    const body = verified.json<{ user: { id: number }; accessToken: string }>();
    return { email, password, id: body.user.id, token: body.accessToken };
  };

  return { post, get, mails, linkToken, openAccount };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export type SelfService = ReturnType<typeof selfService>;

/** The parts of an answer that must not depend on whether an address has an account. */
export const visible = (response: Exchange) => ({
  status: response.status,
  body: response.text,
  contentType: response.headers.get('content-type'),
  cacheControl: response.headers.get('cache-control'),
  retryAfter: response.headers.get('retry-after'),
});
