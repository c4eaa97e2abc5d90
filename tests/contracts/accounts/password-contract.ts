import { describe, expect, it } from 'vitest';
import { expectNoStore, SAVED, type ContractClient } from './client.js';
import { newClientIp, newEmail, ROUTES, selfService } from './self-service-client.js';

/** `password/forgot`, `password/reset` and `account/password` (docs/contracts/accounts.md). */
export function describePasswordContract(c: ContractClient): void {
  const s = selfService(c);

  describe('forgotten passwords', () => {
    it('mails a reset link; the new password works, the old fails, and every session ends', async () => {
      const account = await s.openAccount('reset', 'first-password-here');
      const other = await c.signInAs(account.email, account.password);
      const client = newClientIp();
      const asked = await s.post(ROUTES.forgot, { email: account.email, locale: 'uk' }, { client });
      expect(asked.status).toBe(202);
      expectNoStore(asked);
      expect(asked.json()).toEqual({ status: 'check_email' });
      const mail = (await s.mails(account.email)).at(-1)!;
      expect(mail.subject).toBe('Скидання пароля Pricewise');
      expect(mail.text).toContain(`${c.target().siteUrl}/uk/login/reset/?token=`);
      const token = await s.linkToken(account.email, 'reset');

      const weak = await s.post(ROUTES.reset, { token, password: 'password123' }, { client });
      expect(weak.json()).toMatchObject({ code: 'weak_password', data: { reason: 'too_common' } });
      const reset = await s.post(ROUTES.reset, { token, password: 'second-password-now' }, { client });
      expect(reset.status, reset.text).toBe(200);
      expect(reset.json()).toEqual({ status: 'password_changed', providers: [] });

      expect((await c.login({ username: account.email, password: account.password })).status).toBe(401);
      expect((await c.login({ username: account.email, password: 'second-password-now' })).status).toBe(200);
      for (const ended of [account.token, other]) expect((await c.saved('GET', SAVED, ended)).status).toBe(401);
      expect((await s.post(ROUTES.reset, { token, password: 'third-password-now' }, { client })).json().code).toBe(
        'used_link',
      );
    });

    it('answers an unknown address exactly as a known one, and sends nothing', async () => {
      const unknown = newEmail('unknown');
      const response = await s.post(ROUTES.forgot, { email: unknown }, { client: newClientIp() });
      expect(response.status).toBe(202);
      expect(response.json()).toEqual({ status: 'check_email' });
      expect(await s.mails(unknown)).toEqual([]);
    });

    it('keeps only the newest reset link of an account, and refuses expired, altered and verification links', async () => {
      const account = await s.openAccount('relink');
      const client = newClientIp();
      await s.post(ROUTES.forgot, { email: account.email }, { client });
      const first = await s.linkToken(account.email, 'reset');
      await s.post(ROUTES.forgot, { email: account.email }, { client });
      const second = await s.linkToken(account.email, 'reset');
      expect(
        (await s.post(ROUTES.reset, { token: first, password: 'never-going-to-be' }, { client })).json().code,
      ).toBe('used_link');
      const altered = second.slice(0, -1) + (second.endsWith('A') ? 'B' : 'A');
      expect(
        (await s.post(ROUTES.reset, { token: altered, password: 'never-going-to-be' }, { client })).json().code,
      ).toBe('invalid_link');
      await c.target().expireLinks(account.email);
      const expired = await s.post(ROUTES.reset, { token: second, password: 'never-going-to-be' }, { client });
      expect(expired.status).toBe(410);
      expect(expired.json().code).toBe('expired_link');
      expect((await c.login({ username: account.email, password: account.password })).status).toBe(200);
    });

    it('answers 400 to malformed parameters', async () => {
      const client = newClientIp();
      expect((await s.post(ROUTES.forgot, {}, { client })).json()).toMatchObject({
        code: 'rest_missing_callback_param',
        data: { params: ['email'] },
      });
      expect((await s.post(ROUTES.forgot, { email: 'nope' }, { client })).json()).toMatchObject({
        code: 'rest_invalid_param',
        data: { params: { email: expect.any(String) } },
      });
      expect((await s.post(ROUTES.reset, { token: 'abc' }, { client })).json()).toMatchObject({
        code: 'rest_missing_callback_param',
        data: { params: ['password'] },
      });
      expect((await s.post(ROUTES.forgot, { email: newEmail('x') }, { secret: false })).status).toBe(401);
    });
  });

  describe('POST pricewise/v1/account/password', () => {
    it('needs the current password, keeps this session and ends the others', async () => {
      const account = await s.openAccount('change', 'original-password-1');
      const other = await c.signInAs(account.email, account.password);
      const wrong = await s.post(
        ROUTES.changePassword,
        { currentPassword: 'not-the-password', newPassword: 'brand-new-password' },
        { token: account.token, secret: false },
      );
      expect(wrong.status).toBe(403);
      expect(wrong.json()).toEqual({
        code: 'incorrect_password',
        message: 'The current password is not correct.',
        data: { status: 403 },
      });
      const without = await s.post(
        ROUTES.changePassword,
        { newPassword: 'brand-new-password' },
        { token: account.token, secret: false },
      );
      expect(without.json().code).toBe('reauthentication_required');
      const weak = await s.post(
        ROUTES.changePassword,
        { currentPassword: account.password, newPassword: 'short' },
        { token: account.token, secret: false },
      );
      expect(weak.json()).toMatchObject({ code: 'weak_password', data: { reason: 'too_short' } });

      const changed = await s.post(
        ROUTES.changePassword,
        { currentPassword: account.password, newPassword: 'brand-new-password' },
        { token: account.token, secret: false },
      );
      expect(changed.status, changed.text).toBe(200);
      expect(changed.json()).toEqual({ status: 'password_changed' });
      expect((await c.saved('GET', SAVED, account.token)).status).toBe(200);
      expect((await c.saved('GET', SAVED, other)).status).toBe(401);
      expect((await c.login({ username: account.email, password: 'brand-new-password' })).status).toBe(200);
    });

    it('answers 401 without a token and 400 without a new password', async () => {
      expect(
        (await s.post(ROUTES.changePassword, { newPassword: 'brand-new-password' }, { secret: false })).status,
      ).toBe(401);
      const account = await s.openAccount('change-missing');
      expect(
        (
          await s.post(
            ROUTES.changePassword,
            { currentPassword: account.password },
            { token: account.token, secret: false },
          )
        ).json(),
      ).toMatchObject({
        code: 'rest_missing_callback_param',
        data: { params: ['newPassword'] },
      });
    });
  });
}
