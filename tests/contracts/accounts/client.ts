import { expect } from 'vitest';
import { call, postJson, type Exchange } from './http.js';
import type { AccountsTarget, ContractAccount } from './target.js';

export const LOGIN = '/wp-json/pricewise/v1/login';
export const SAVED = '/wp-json/pricewise/v1/saved-products';

/** The calls the contract suite makes, against the target it is given once the suite starts. */
export function contractClient() {
  let target: AccountsTarget;
  const tokens = new Map<ContractAccount, string>();
  const url = (path: string) => `${target.baseUrl}${path}`;

  const login = (body: unknown, secret: string | null = target.faustSecret, path = LOGIN) =>
    postJson(url(path), body, secret === null ? {} : { 'x-faustwp-secret': secret });
  const signInAs = async (username: string, password: string): Promise<string> => {
    const response = await login({ username, password });
    expect(response.status, response.text).toBe(200);
    return response.json<{ accessToken: string }>().accessToken;
  };
  const signIn = (account: ContractAccount) => signInAs(account.login, account.password);
  const saved = (method: 'GET' | 'PUT' | 'DELETE', path: string, token: string | null) =>
    call(url(path), { method, headers: token === null ? {} : { authorization: `Bearer ${token}` } });
  const list = async (token: string) => {
    const response = await saved('GET', SAVED, token);
    expect(response.status, response.text).toBe(200);
    return response.json<{ items: { productId: number; savedAt: string }[] }>().items;
  };
  const ids = async (token: string) => (await list(token)).map((item) => item.productId);

  return {
    use: (given: AccountsTarget) => {
      target = given;
    },
    target: () => target,
    url,
    login,
    signIn,
    signInAs,
    saved,
    list,
    ids,
    clear: async (token: string) => {
      for (const id of await ids(token)) expect((await saved('DELETE', `${SAVED}/${id}`, token)).status).toBe(200);
    },
    product: (index: number) => target.knownProductIds[index]!,
    tokenOf: (account: ContractAccount) => tokens.get(account)!,
    /** Fresh tokens for a group of tests: an implementation may keep only an account's newest ones. */
    signInBoth: async () => {
      for (const account of [target.accounts.first, target.accounts.second]) tokens.set(account, await signIn(account));
    },
  };
}

export type ContractClient = ReturnType<typeof contractClient>;

/** Every answer of the namespace is private to its caller. */
export function expectNoStore(response: Exchange): void {
  expect(response.headers.get('cache-control')).toContain('no-store');
  expect(response.headers.get('cache-control')).toContain('private');
}
