import { describe, expect, it } from 'vitest';
import { expectNoStore, type ContractClient } from './client.js';
import { call } from './http.js';
import { newClientIp, newEmail, ROUTES, selfService } from './self-service-client.js';

const ISSUER = 'https://id.example/realm';

/** `password/reset/providers` (docs/contracts/accounts.md): what a reset link's account has linked. */
export function describeResetProvidersContract(c: ContractClient): void {
  const s = selfService(c);
  const resetLink = async (email: string, client: string) => {
    expect((await s.post(ROUTES.forgot, { email }, { client })).status).toBe(202);
    return s.linkToken(email, 'reset');
  };

  describe('POST pricewise/v1/password/reset/providers', () => {
    it('lists the providers linked to the link’s account, and leaves the link unused', async () => {
      const account = await s.openAccount('reset-peek');
      const client = newClientIp();
      const token = await resetLink(account.email, client);
      const none = await s.post(ROUTES.resetProviders, { token }, { client });
      expect(none.status, none.text).toBe(200);
      expectNoStore(none);
      expect(none.json()).toEqual({ providers: [] });

      const subject = `peek-${Date.now().toString(36)}`;
      const linked = await s.post(ROUTES.providerLink, { issuer: ISSUER, subject }, { token: account.token });
      expect(linked.status, linked.text).toBe(200);
      const listed = await s.post(ROUTES.resetProviders, { token }, { client });
      expect(listed.json()).toEqual(linked.json());
      expect(listed.json()).toEqual({ providers: [{ issuer: ISSUER, linkedAt: expect.stringMatching(/Z$/) }] });
      // Asking again changes nothing, and the link still resets the password.
      expect((await s.post(ROUTES.resetProviders, { token }, { client })).json()).toEqual(listed.json());
      const reset = await s.post(ROUTES.reset, { token, password: 'peeked-then-reset' }, { client });
      expect(reset.status, reset.text).toBe(200);

      const used = await s.post(ROUTES.resetProviders, { token }, { client });
      expect(used.status).toBe(410);
      expect(used.json()).toEqual({
        code: 'used_link',
        message: 'This link has already been used.',
        data: { status: 410 },
      });
    });

    it('answers a bad link exactly as the reset does: altered, expired, replaced, or a verification link', async () => {
      const account = await s.openAccount('reset-peek-bad');
      const client = newClientIp();
      const first = await resetLink(account.email, client);
      const second = await resetLink(account.email, client);
      const answers = async (token: string) => {
        const peek = await s.post(ROUTES.resetProviders, { token }, { client });
        const reset = await s.post(ROUTES.reset, { token, password: 'never-going-to-be' }, { client });
        expect({ status: peek.status, body: peek.json() }).toEqual({ status: reset.status, body: reset.json() });
        return peek.json<{ code: string }>().code;
      };
      expect(await answers(first)).toBe('used_link');
      expect(await answers(second.slice(0, -1) + (second.endsWith('A') ? 'B' : 'A'))).toBe('invalid_link');
      expect(await answers('not-a-link')).toBe('invalid_link');
      const signupEmail = newEmail('peek-verify');
      await s.post(
        ROUTES.signup,
        { email: signupEmail, password: 'violet-kettle-harbour', name: 'Vera Fy' },
        { client },
      );
      expect(await answers(await s.linkToken(signupEmail, 'verify'))).toBe('invalid_link');
      await c.target().expireLinks(account.email);
      expect(await answers(second)).toBe('expired_link');
    });

    it('answers 400 without a token, 401 without the secret, and nothing to GET', async () => {
      const client = newClientIp();
      const missing = await s.post(ROUTES.resetProviders, {}, { client });
      expect(missing.status).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['token'] } });
      expect((await s.post(ROUTES.resetProviders, { token: 42 }, { client })).json()).toMatchObject({
        code: 'rest_invalid_param',
        data: { params: { token: expect.any(String) } },
      });
      expect((await s.post(ROUTES.resetProviders, { token: 'x' }, { secret: false, client })).status).toBe(401);
      const get = await call(c.url(`${ROUTES.resetProviders}?token=x`), {
        headers: { 'x-faustwp-secret': c.target().faustSecret },
      });
      expect(get.status).toBe(404);
      expect(get.json()).toMatchObject({ code: 'rest_no_route' });
    });

    it('shares the reset’s allowance per client address: 20 an hour for both', { timeout: 120_000 }, async () => {
      const client = newClientIp();
      for (let attempt = 1; attempt <= 20; attempt++)
        expect((await s.post(ROUTES.resetProviders, { token: 'not-a-link' }, { client })).status, `${attempt}`).toBe(
          400,
        );
      const refused = await s.post(ROUTES.resetProviders, { token: 'not-a-link' }, { client });
      expect(refused.status).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'too_many_requests', data: { status: 429 } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const reset = await s.post(ROUTES.reset, { token: 'not-a-link', password: 'never-going-to-be' }, { client });
      expect(reset.status).toBe(429);
      expect((await s.post(ROUTES.resetProviders, { token: 'not-a-link' }, { client: newClientIp() })).status).toBe(
        400,
      );
    });
  });
}
