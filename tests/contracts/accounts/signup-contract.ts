import { describe, expect, it } from 'vitest';
import { expectNoStore, SAVED, type ContractClient } from './client.js';
import { newClientIp, newEmail, ROUTES, selfService } from './self-service-client.js';

const GOOD_PASSWORD = 'violet-kettle-harbour';

/** `POST pricewise/v1/signup`, `email/verify` and `email/resend` (docs/contracts/accounts.md). */
export function describeSignupContract(c: ContractClient): void {
  const s = selfService(c);

  describe('POST pricewise/v1/signup', () => {
    it('opens an unverified account that can sign in and save products, and mails a verification link', async () => {
      const email = newEmail('signup');
      const response = await s.post(
        ROUTES.signup,
        { email: `  ${email} `, password: GOOD_PASSWORD, name: '  Ада   Lovelace ', locale: 'uk' },
        { client: newClientIp() },
      );
      expect(response.status, response.text).toBe(202);
      expectNoStore(response);
      expect(response.json()).toEqual({ status: 'check_email' });

      const login = await c.login({ username: email, password: GOOD_PASSWORD });
      expect(login.status, login.text).toBe(200);
      const body = login.json();
      expect(body.user).toMatchObject({ name: 'Ада Lovelace', email, emailVerified: false });
      expect((await c.saved('PUT', `${SAVED}/${c.product(0)}`, body.accessToken)).status).toBe(200);

      const [mail, ...others] = await s.mails(email);
      expect(others).toEqual([]);
      expect(mail!.subject).toBe('Підтвердьте свою адресу для Pricewise');
      expect(mail!.text).toContain(`${c.target().siteUrl}/uk/signup/verify/?token=`);
      expect(mail!.html).toMatch(/^<!doctype html><html lang="uk">/);
      expect(mail!.html).toContain(`href="${c.target().siteUrl}/uk/signup/verify/?token=`);
      expect(mail!.text).not.toContain(GOOD_PASSWORD);
    });

    it('answers a known address exactly as a new one, and mails "you already have an account" instead', async () => {
      const account = c.target().accounts.second;
      const before = (await s.mails(account.email)).length;
      const response = await s.post(
        ROUTES.signup,
        { email: account.email.toUpperCase(), password: GOOD_PASSWORD, name: 'Someone Else' },
        { client: newClientIp() },
      );
      expect(response.status).toBe(202);
      expect(response.json()).toEqual({ status: 'check_email' });
      const mails = await s.mails(account.email);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)!.subject).toBe('You already have a Pricewise account');
      expect(mails.at(-1)!.text).toContain(`${c.target().siteUrl}/login/`);
      // Nothing changed: the old password still works, the new one does not.
      expect((await c.login({ username: account.email, password: GOOD_PASSWORD })).status).toBe(401);
      expect((await c.login({ username: account.login, password: account.password })).status).toBe(200);
    });

    it('answers 400 to missing and malformed parameters, naming them', async () => {
      const client = newClientIp();
      const missing = await s.post(ROUTES.signup, { email: newEmail('missing') }, { client });
      expect(missing.status).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'rest_missing_callback_param',
        data: { status: 400, params: ['password', 'name'] },
      });
      const cases: [Record<string, unknown>, string][] = [
        [{ email: 'not-an-address' }, 'email'],
        [{ email: 'two@@shop.example' }, 'email'],
        [{ email: `${'a'.repeat(250)}@shop.example` }, 'email'],
        [{ email: 42 }, 'email'],
        [{ name: '' }, 'name'],
        [{ name: '   ' }, 'name'],
        [{ name: 'a'.repeat(101) }, 'name'],
        [{ name: '<b>Sam</b>' }, 'name'],
        [{ name: 'Tom & Jerry' }, 'name'],
        [{ name: 'line\nbreak' }, 'name'],
        [{ name: '100%ab' }, 'name'],
        [{ name: ['Sam'] }, 'name'],
        [{ locale: 'de' }, 'locale'],
        [{ password: 'x'.repeat(4097) }, 'password'],
        [{ password: 12345678901 }, 'password'],
      ];
      for (const [change, param] of cases) {
        const body = { email: newEmail('invalid'), password: GOOD_PASSWORD, name: 'Valid Name', ...change };
        const response = await s.post(ROUTES.signup, body, { client });
        expect(response.status, JSON.stringify(change)).toBe(400);
        expect(response.json(), JSON.stringify(change)).toMatchObject({
          code: 'rest_invalid_param',
          data: { status: 400, params: { [param]: expect.any(String) } },
        });
      }
    });

    it('refuses a password under 10 characters or among the common ones, in any case', async () => {
      const client = newClientIp();
      const cases: [string, string][] = [
        ['short-one', 'too_short'],
        ['ñandú-ñu', 'too_short'],
        ['qwertyuiop', 'too_common'],
        ['Password123', 'too_common'],
        ['1q2w3e4r5t', 'too_common'],
      ];
      for (const [password, reason] of cases) {
        const response = await s.post(
          ROUTES.signup,
          { email: newEmail('weak'), password, name: 'Weak Password' },
          { client },
        );
        expect(response.status, password).toBe(400);
        expect(response.json(), password).toMatchObject({ code: 'weak_password', data: { status: 400, reason } });
      }
    });

    it('is only for the site’s server', async () => {
      const response = await s.post(
        ROUTES.signup,
        { email: newEmail('nosecret'), password: GOOD_PASSWORD, name: 'No Secret' },
        { secret: false },
      );
      expect(response.status).toBe(401);
      expect(response.json()).toMatchObject({ code: 'rest_forbidden' });
    });
  });

  describe('POST pricewise/v1/email/verify', () => {
    it('confirms the address without signing in, unless the site asks it to', async () => {
      const email = newEmail('verify-only');
      const client = newClientIp();
      expect(
        (await s.post(ROUTES.signup, { email, password: GOOD_PASSWORD, name: 'Vera Only' }, { client })).status,
      ).toBe(202);
      const confirmed = await s.post(ROUTES.verify, { token: await s.linkToken(email, 'verify') }, { client });
      expect(confirmed.status, confirmed.text).toBe(200);
      expect(confirmed.json()).toEqual({
        status: 'verified',
        user: expect.objectContaining({ email, name: 'Vera Only', emailVerified: true }),
      });
      expect(confirmed.text).not.toContain('accessToken');
      const malformed = await s.post(ROUTES.verify, { token: 'x', signIn: 'yes' }, { client });
      expect(malformed.json()).toMatchObject({
        code: 'rest_invalid_param',
        data: { params: { signIn: expect.any(String) } },
      });
    });

    it('with signIn, confirms the address and signs the shopper in; the link works once', async () => {
      const email = newEmail('verify');
      const client = newClientIp();
      expect(
        (await s.post(ROUTES.signup, { email, password: GOOD_PASSWORD, name: 'Vera Fied' }, { client })).status,
      ).toBe(202);
      const token = await s.linkToken(email, 'verify');
      const first = await s.post(ROUTES.verify, { token, signIn: true }, { client });
      expect(first.status, first.text).toBe(200);
      expectNoStore(first);
      expect(first.json()).toEqual({
        user: expect.objectContaining({ email, name: 'Vera Fied', emailVerified: true }),
        accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
        accessTokenExpiration: expect.any(Number),
      });
      expect((await c.saved('GET', SAVED, first.json().accessToken)).status).toBe(200);
      expect((await c.login({ username: email, password: GOOD_PASSWORD })).json().user.emailVerified).toBe(true);

      const again = await s.post(ROUTES.verify, { token, signIn: true }, { client });
      expect(again.status).toBe(410);
      expect(again.json()).toEqual({
        code: 'used_link',
        message: 'This link has already been used.',
        data: { status: 410 },
      });
    });

    it('tells an altered, made-up, expired or wrong-kind link apart', async () => {
      const email = newEmail('links');
      const client = newClientIp();
      await s.post(ROUTES.signup, { email, password: GOOD_PASSWORD, name: 'Link Tester' }, { client });
      const token = await s.linkToken(email, 'verify');
      const altered = token.slice(0, 5) + (token[5] === 'A' ? 'B' : 'A') + token.slice(6);
      for (const bad of [altered, `${token}x`, 'made-up-token', token.split('.')[0]!]) {
        const response = await s.post(ROUTES.verify, { token: bad }, { client });
        expect(response.status, bad).toBe(400);
        expect(response.json()).toEqual({
          code: 'invalid_link',
          message: 'This link is not valid.',
          data: { status: 400 },
        });
      }
      // A password-reset link is not a verification link.
      await s.post(ROUTES.forgot, { email }, { client });
      const reset = await s.post(ROUTES.verify, { token: await s.linkToken(email, 'reset') }, { client });
      expect(reset.json().code).toBe('invalid_link');

      await c.target().expireLinks(email);
      const expired = await s.post(ROUTES.verify, { token }, { client });
      expect(expired.status).toBe(410);
      expect(expired.json()).toEqual({
        code: 'expired_link',
        message: 'This link has expired.',
        data: { status: 410 },
      });
      expect((await c.login({ username: email, password: GOOD_PASSWORD })).json().user.emailVerified).toBe(false);
    });

    it('answers 400 without a token, and 401 without the secret', async () => {
      expect((await s.post(ROUTES.verify, {}, { client: newClientIp() })).json()).toMatchObject({
        code: 'rest_missing_callback_param',
        data: { params: ['token'] },
      });
      expect((await s.post(ROUTES.verify, { token: 7 }, { client: newClientIp() })).json()).toMatchObject({
        code: 'rest_invalid_param',
      });
      expect((await s.post(ROUTES.verify, { token: 'x' }, { secret: false })).status).toBe(401);
    });
  });

  describe('POST pricewise/v1/email/resend', () => {
    it('sends a new link to an unverified address (the old one stops working), and nothing otherwise, with one answer', async () => {
      const email = newEmail('resend');
      const client = newClientIp();
      await s.post(ROUTES.signup, { email, password: GOOD_PASSWORD, name: 'Re Send' }, { client });
      const old = await s.linkToken(email, 'verify');
      const answers = [];
      answers.push(await s.post(ROUTES.resend, { email, locale: 'en' }, { client }));
      const fresh = await s.linkToken(email, 'verify');
      expect(fresh).not.toBe(old);
      expect((await s.post(ROUTES.verify, { token: old }, { client })).status).toBe(410);
      expect((await s.post(ROUTES.verify, { token: fresh }, { client })).status).toBe(200);
      const sent = (await s.mails(email)).length;
      answers.push(await s.post(ROUTES.resend, { email }, { client }));
      answers.push(await s.post(ROUTES.resend, { email: newEmail('nobody') }, { client }));
      expect((await s.mails(email)).length).toBe(sent);
      for (const answer of answers) {
        expect(answer.status).toBe(202);
        expect(answer.json()).toEqual({ status: 'check_email' });
      }
    });
  });
}
