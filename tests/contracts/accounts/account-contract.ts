import { describe, expect, it } from 'vitest';
import { expectNoStore, SAVED, type ContractClient } from './client.js';
import { newClientIp, ROUTES, selfService } from './self-service-client.js';

const ISSUER = 'https://id.example/realm';

/** `account`, `account/export`, `sessions/revoke`, `sessions/end` and `account/delete` (docs/contracts/accounts.md). */
export function describeAccountContract(c: ContractClient): void {
  const s = selfService(c);
  const asShopper = (token: string | null) => ({ token, secret: false });

  describe('GET pricewise/v1/account', () => {
    it('describes the token’s own account, and answers 401 without one', async () => {
      const token = await c.signIn(c.target().accounts.first);
      const response = await s.get(ROUTES.account, asShopper(token));
      expect(response.status).toBe(200);
      expectNoStore(response);
      const account = c.target().accounts.first;
      expect(response.json()).toEqual({
        user: {
          id: account.id,
          name: account.name,
          email: account.email,
          role: account.role,
          avatarUrl: expect.any(String),
          emailVerified: true,
        },
        hasPassword: true,
        providers: [],
      });
      for (const bad of [null, 'not-a-token']) {
        const refused = await s.get(ROUTES.account, asShopper(bad));
        expect(refused.status).toBe(401);
        expect(refused.json()).toMatchObject({ code: 'rest_not_logged_in' });
        expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="pricewise"');
      }
    });
  });

  describe('POST pricewise/v1/sessions/revoke', () => {
    it('signs the account out everywhere, and no other account', async () => {
      const account = await s.openAccount('everywhere');
      const second = await c.signInAs(account.email, account.password);
      const bystander = await c.signIn(c.target().accounts.second);
      const response = await s.post(ROUTES.revoke, {}, asShopper(account.token));
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ status: 'signed_out' });
      for (const ended of [account.token, second]) expect((await c.saved('GET', SAVED, ended)).status).toBe(401);
      expect((await c.saved('GET', SAVED, bystander)).status).toBe(200);
      expect((await s.post(ROUTES.revoke, {}, asShopper(account.token))).status).toBe(401);
    });
  });

  describe('POST pricewise/v1/sessions/end', () => {
    it('ends this session alone: signing out on one device leaves the others signed in', async () => {
      const account = await s.openAccount('sign-out');
      const other = await c.signInAs(account.email, account.password);
      const response = await s.post(ROUTES.endSession, {}, asShopper(account.token));
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ status: 'signed_out' });
      expect((await c.saved('GET', SAVED, account.token)).status).toBe(401);
      expect((await s.get(ROUTES.account, asShopper(account.token))).status).toBe(401);
      expect((await c.saved('GET', SAVED, other)).status).toBe(200);
      expect((await s.post(ROUTES.endSession, {}, asShopper(account.token))).status).toBe(401);
    });
  });

  describe('GET pricewise/v1/account/export', () => {
    it('holds the profile, the sign-in methods and every saved product of that account alone', async () => {
      const account = await s.openAccount('export');
      await s.post(ROUTES.providerLink, { issuer: ISSUER, subject: `export-${account.id}` }, { token: account.token });
      for (const index of [0, 1])
        expect((await c.saved('PUT', `${SAVED}/${c.product(index)}`, account.token)).status).toBe(200);
      const other = await c.signIn(c.target().accounts.second);
      await c.saved('PUT', `${SAVED}/${c.product(5)}`, other);

      const response = await s.get(ROUTES.exportData, asShopper(account.token));
      expect(response.status).toBe(200);
      expectNoStore(response);
      const data = response.json();
      expect(data).toEqual({
        exportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        profile: {
          id: account.id,
          name: 'Shopper export',
          email: account.email,
          emailVerified: true,
          role: c.target().accounts.first.role,
          locale: 'en',
          registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          hasPassword: true,
        },
        providers: [{ issuer: ISSUER, linkedAt: expect.any(String) }],
        savedProducts: [
          { productId: c.product(1), savedAt: expect.any(String) },
          { productId: c.product(0), savedAt: expect.any(String) },
        ],
      });
      expect(Math.abs(Date.parse(data.profile.registeredAt) - Date.now())).toBeLessThan(10 * 60_000);
      expect(JSON.stringify(data)).not.toContain(account.password);
      expect((await s.get(ROUTES.exportData, asShopper(null))).status).toBe(401);
    });
  });

  describe('POST pricewise/v1/account/delete', () => {
    it('needs the password; then the account, its saved products, tokens and links are gone', async () => {
      const account = await s.openAccount('delete');
      await c.saved('PUT', `${SAVED}/${c.product(2)}`, account.token);
      const without = await s.post(ROUTES.deleteAccount, {}, asShopper(account.token));
      expect(without.status).toBe(403);
      expect(without.json()).toMatchObject({ code: 'reauthentication_required', data: { status: 403 } });
      const wrong = await s.post(ROUTES.deleteAccount, { password: 'not-the-password' }, asShopper(account.token));
      expect(wrong.json()).toMatchObject({ code: 'incorrect_password', data: { status: 403 } });

      const deleted = await s.post(ROUTES.deleteAccount, { password: account.password }, asShopper(account.token));
      expect(deleted.status, deleted.text).toBe(200);
      expect(deleted.json()).toEqual({ status: 'deleted' });
      expect((await c.saved('GET', SAVED, account.token)).status).toBe(401);
      expect((await c.login({ username: account.email, password: account.password })).status).toBe(401);
      // Its mail is gone too, and the address is free again: a sign-up opens a new account.
      expect(await s.mails(account.email)).toEqual([]);
      const again = await s.post(
        ROUTES.signup,
        { email: account.email, password: account.password, name: 'Back Again' },
        { client: newClientIp() },
      );
      expect(again.status).toBe(202);
      expect((await s.mails(account.email)).map((mail) => mail.subject)).toEqual([
        'Confirm your email address for Pricewise',
      ]);
      const back = await c.login({ username: account.email, password: account.password });
      expect(back.json().user.id).not.toBe(account.id);
      expect((await c.saved('GET', SAVED, back.json().accessToken)).json().items).toEqual([]);
    });

    it('takes a provider sign-in of the last 10 minutes instead of a password, and not an older one', async () => {
      const subject = `delete-${Date.now()}`;
      const created = await s.post(ROUTES.providerLogin, {
        issuer: ISSUER,
        subject,
        email: `${subject}@shop.example`,
        emailVerified: true,
      });
      const token = created.json().accessToken;
      await c.target().ageTokens(`${subject}@shop.example`, 11 * 60);
      expect((await s.post(ROUTES.deleteAccount, {}, asShopper(token))).json().code).toBe('reauthentication_required');
      const fresh = (await s.post(ROUTES.providerLogin, { issuer: ISSUER, subject })).json().accessToken;
      const deleted = await s.post(ROUTES.deleteAccount, {}, asShopper(fresh));
      expect(deleted.status, deleted.text).toBe(200);
      expect((await s.post(ROUTES.providerLogin, { issuer: ISSUER, subject })).json().code).toBe(
        'provider_email_required',
      );
    });

    it('one shopper’s token never deletes another', async () => {
      const account = await s.openAccount('bystander');
      const other = c.target().accounts.second;
      // Another account's password does not stand in for this one's.
      expect((await s.post(ROUTES.deleteAccount, { password: other.password }, asShopper(account.token))).status).toBe(
        403,
      );
      expect((await c.login({ username: other.login, password: other.password })).status).toBe(200);
    });
  });
}
