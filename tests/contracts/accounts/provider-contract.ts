import { describe, expect, it } from 'vitest';
import { SAVED, type ContractClient } from './client.js';
import { newClientIp, newEmail, ROUTES, selfService } from './self-service-client.js';

const ISSUER = 'https://id.example/realm';

let subjects = 0;
const newSubject = () => `subject-${Date.now().toString(36)}-${++subjects}`;

/** `provider/login`, `provider/link` and `provider/unlink` (docs/contracts/accounts.md). */
export function describeProviderContract(c: ContractClient): void {
  const s = selfService(c);
  const providerLogin = (body: Record<string, unknown>) => s.post(ROUTES.providerLogin, { issuer: ISSUER, ...body });

  describe('POST pricewise/v1/provider/login', () => {
    it('opens an account on a new subject and address (201), then signs it in (200)', async () => {
      const [subject, email] = [newSubject(), newEmail('oidc')];
      const created = await providerLogin({ subject, email, emailVerified: true, name: 'Ida Provider', locale: 'uk' });
      expect(created.status, created.text).toBe(201);
      const body = created.json();
      expect(body).toEqual({
        user: expect.objectContaining({ email, name: 'Ida Provider', emailVerified: true }),
        accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
        accessTokenExpiration: expect.any(Number),
      });
      expect((await c.saved('GET', SAVED, body.accessToken)).status).toBe(200);
      const again = await providerLogin({ subject, email: newEmail('changed-at-provider') });
      expect(again.status).toBe(200);
      expect(again.json().user).toMatchObject({ id: body.user.id, email });
      const account = await s.get(ROUTES.account, { token: again.json().accessToken, secret: false });
      expect(account.json()).toMatchObject({
        hasPassword: false,
        providers: [{ issuer: ISSUER, linkedAt: expect.stringMatching(/Z$/) }],
      });
      // The account has no password: no password signs it in.
      expect((await c.login({ username: email, password: 'anything-at-all' })).status).toBe(401);
    });

    it('opens no account for an address the provider has not verified', async () => {
      const email = newEmail('unverified');
      for (const emailVerified of [false, undefined]) {
        const refused = await providerLogin({
          subject: newSubject(),
          email,
          ...(emailVerified === undefined ? {} : { emailVerified }),
        });
        expect(refused.status).toBe(400);
        expect(refused.json()).toEqual({
          code: 'provider_email_unverified',
          message: 'The identity provider has not verified this email address.',
          data: { status: 400 },
        });
      }
      // Nothing was opened: the address is still free for its owner.
      const owner = await s.post(ROUTES.signup, { email, password: 'violet-kettle-harbour', name: 'Real Owner' });
      expect(owner.status).toBe(202);
      expect((await s.mails(email)).map((mail) => mail.subject)).toEqual(['Confirm your email address for Pricewise']);
    });

    it('keeps a name that breaks the name rule as the address’s first part', async () => {
      const email = newEmail('plain.name');
      const created = await providerLogin({
        subject: newSubject(),
        email,
        emailVerified: true,
        name: '<script>x</script>',
      });
      expect(created.json().user).toMatchObject({ emailVerified: true, name: email.split('@')[0] });
    });

    it('answers 409 account_not_linked for the address of an existing account, without linking it', async () => {
      const account = c.target().accounts.second;
      const subject = newSubject();
      const response = await providerLogin({ subject, email: account.email.toUpperCase(), emailVerified: true });
      expect(response.status).toBe(409);
      expect(response.json()).toEqual({
        code: 'account_not_linked',
        message:
          'An account with this email address already exists. Sign in with its password, then link the provider on your account page.',
        data: { status: 409 },
      });
      expect((await providerLogin({ subject, email: account.email, emailVerified: true })).status).toBe(409);
    });

    it('answers 400 to malformed parameters and a new subject without an address; 401 without the secret', async () => {
      expect((await providerLogin({})).json()).toMatchObject({
        code: 'rest_missing_callback_param',
        data: { params: ['subject'] },
      });
      for (const body of [
        { subject: '' },
        { subject: newSubject(), issuer: 'not a url' },
        { subject: newSubject(), email: 'nope' },
        { subject: newSubject(), emailVerified: 'yes' },
      ]) {
        expect((await providerLogin(body)).json(), JSON.stringify(body)).toMatchObject({
          code: 'rest_invalid_param',
          data: { status: 400 },
        });
      }
      const noEmail = await providerLogin({ subject: newSubject() });
      expect(noEmail.status).toBe(400);
      expect(noEmail.json()).toMatchObject({ code: 'provider_email_required' });
      expect(
        (
          await s.post(
            ROUTES.providerLogin,
            { issuer: ISSUER, subject: newSubject(), email: newEmail('x') },
            { secret: false },
          )
        ).status,
      ).toBe(401);
    });
  });

  describe('linking and unlinking', () => {
    it('links only from a sign-in of the last 10 minutes, and tells the account’s address', async () => {
      const account = await s.openAccount('stale-linker');
      await c.target().ageTokens(account.email, 11 * 60);
      const stale = await s.post(
        ROUTES.providerLink,
        { issuer: ISSUER, subject: newSubject() },
        { token: account.token },
      );
      expect(stale.status).toBe(403);
      expect(stale.json()).toMatchObject({ code: 'reauthentication_required', data: { status: 403 } });
      expect((await s.get(ROUTES.account, { token: account.token, secret: false })).json().providers).toEqual([]);

      const fresh = await c.signInAs(account.email, account.password);
      const linked = await s.post(ROUTES.providerLink, { issuer: ISSUER, subject: newSubject() }, { token: fresh });
      expect(linked.status, linked.text).toBe(200);
      const notice = (await s.mails(account.email)).at(-1)!;
      expect(notice.subject).toBe('A sign-in provider was linked to your Pricewise account');
      expect(notice.text).toContain(`${c.target().siteUrl}/account/#security`);
    });

    it('lets a password reset remove every linked provider, and says which stay', async () => {
      const account = await s.openAccount('reset-unlinker');
      await s.post(ROUTES.providerLink, { issuer: ISSUER, subject: newSubject() }, { token: account.token });
      const client = newClientIp();
      const ask = async () => {
        expect((await s.post(ROUTES.forgot, { email: account.email }, { client })).status).toBe(202);
        return s.linkToken(account.email, 'reset');
      };
      const kept = await s.post(ROUTES.reset, { token: await ask(), password: 'first-new-password' }, { client });
      expect(kept.json()).toEqual({
        status: 'password_changed',
        providers: [{ issuer: ISSUER, linkedAt: expect.any(String) }],
      });
      const removed = await s.post(
        ROUTES.reset,
        { token: await ask(), password: 'second-new-password', removeProviders: true },
        { client },
      );
      expect(removed.json()).toEqual({ status: 'password_changed', providers: [] });
      const fresh = await c.signInAs(account.email, 'second-new-password');
      expect((await s.get(ROUTES.account, { token: fresh, secret: false })).json().providers).toEqual([]);
    });

    it('links a subject to a password account, which it then signs in to; unlinks it; never the last way in', async () => {
      const account = await s.openAccount('linker');
      const subject = newSubject();
      const link = await s.post(ROUTES.providerLink, { issuer: ISSUER, subject }, { token: account.token });
      expect(link.status, link.text).toBe(200);
      expect(link.json()).toEqual({ providers: [{ issuer: ISSUER, linkedAt: expect.any(String) }] });
      expect((await s.post(ROUTES.providerLink, { issuer: ISSUER, subject }, { token: account.token })).status).toBe(
        200,
      );
      const signedIn = await providerLogin({ subject, email: newEmail('whatever') });
      expect(signedIn.status).toBe(200);
      expect(signedIn.json().user.id).toBe(account.id);

      const unlinked = await s.post(ROUTES.providerUnlink, { issuer: ISSUER }, { token: account.token, secret: false });
      expect(unlinked.json()).toEqual({ providers: [] });
      expect((await providerLogin({ subject, email: account.email, emailVerified: true })).status).toBe(409);

      const providerOnly = await providerLogin({ subject: newSubject(), email: newEmail('only'), emailVerified: true });
      const last = await s.post(
        ROUTES.providerUnlink,
        { issuer: ISSUER },
        { token: providerOnly.json().accessToken, secret: false },
      );
      expect(last.status).toBe(409);
      expect(last.json()).toMatchObject({ code: 'last_sign_in_method', data: { status: 409 } });
    });

    it('refuses a subject linked to another account, and needs both the token and the secret to link', async () => {
      const taken = newSubject();
      await providerLogin({ subject: taken, email: newEmail('taken'), emailVerified: true });
      const account = await s.openAccount('thief');
      const steal = await s.post(ROUTES.providerLink, { issuer: ISSUER, subject: taken }, { token: account.token });
      expect(steal.status).toBe(409);
      expect(steal.json()).toMatchObject({ code: 'provider_already_linked' });
      expect(
        (
          await s.post(
            ROUTES.providerLink,
            { issuer: ISSUER, subject: newSubject() },
            { token: account.token, secret: false },
          )
        ).status,
      ).toBe(401);
      expect(
        (await s.post(ROUTES.providerLink, { issuer: ISSUER, subject: newSubject() }, { token: null })).status,
      ).toBe(401);
      expect(
        (await s.post(ROUTES.providerUnlink, { issuer: ISSUER }, { secret: false, client: newClientIp() })).status,
      ).toBe(401);
    });
  });
}
