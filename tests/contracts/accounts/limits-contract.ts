import { describe, expect, it } from 'vitest';
import type { ContractClient } from './client.js';
import { newClientIp, newEmail, ROUTES, selfService, visible } from './self-service-client.js';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Rate limits, and answers that never tell whether an address has an account (docs/contracts/accounts.md). */
export function describeLimitsContract(c: ContractClient): void {
  const s = selfService(c);

  describe('rate limits', { timeout: 120_000 }, () => {
    it('allows 3 sign-ups an hour per address, then 429 with Retry-After in seconds and in words', async () => {
      const email = newEmail('limited');
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(
          (
            await s.post(
              ROUTES.signup,
              { email, password: 'violet-kettle-harbour', name: 'Lim Ited' },
              { client: newClientIp() },
            )
          ).status,
        ).toBe(202);
      }
      const refused = await s.post(
        ROUTES.signup,
        { email: email.toUpperCase(), password: 'violet-kettle-harbour', name: 'Lim Ited' },
        { client: newClientIp() },
      );
      expect(refused.status).toBe(429);
      const body = refused.json();
      expect(body).toEqual({
        code: 'too_many_requests',
        message: expect.stringMatching(/^Too many requests\. Try again in \d+ minutes?\.$/),
        data: { status: 429, retryAfter: expect.any(Number) },
      });
      expect(body.data.retryAfter).toBeGreaterThan(3_500);
      expect(body.data.retryAfter).toBeLessThanOrEqual(3_600);
      expect(refused.headers.get('retry-after')).toBe(String(body.data.retryAfter));
      expect(body.message).toBe('Too many requests. Try again in 60 minutes.');
    });

    it('allows 20 requests an hour per client address, whatever the addresses', async () => {
      const client = newClientIp();
      for (let attempt = 1; attempt <= 20; attempt++) {
        expect(
          (await s.post(ROUTES.forgot, { email: newEmail('client') }, { client })).status,
          `attempt ${attempt}`,
        ).toBe(202);
      }
      const refused = await s.post(ROUTES.forgot, { email: newEmail('one-more') }, { client });
      expect(refused.status).toBe(429);
      expect(refused.json().code).toBe('too_many_requests');
      // Another client address is not affected.
      expect((await s.post(ROUTES.forgot, { email: newEmail('elsewhere') }, { client: newClientIp() })).status).toBe(
        202,
      );
    });

    it('hold under simultaneous requests: of 12 at once for one address, exactly 3 are let through', async () => {
      const email = newEmail('simultaneous');
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => s.post(ROUTES.forgot, { email }, { client: newClientIp() })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(3).fill(202), ...Array(9).fill(429)]);
    });

    it('limits failed sign-ins per client address across accounts: 50 in 15 minutes', async () => {
      const client = newClientIp();
      const login = (username: string, password: string) =>
        s.post('/wp-json/pricewise/v1/login', { username, password }, { client });
      for (let attempt = 1; attempt <= 50; attempt++) {
        expect((await login(`nobody-${attempt}@shop.example`, 'wrong-password')).status).toBe(401);
      }
      const refused = await login(c.target().accounts.first.login, c.target().accounts.first.password);
      expect(refused.status).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'too_many_login_attempts',
        data: { status: 429, retryAfter: expect.any(Number) },
      });
      expect(refused.headers.get('retry-after')).toBe(String(refused.json().data.retryAfter));
      expect(
        (
          await s.post(
            '/wp-json/pricewise/v1/login',
            { username: c.target().accounts.first.login, password: c.target().accounts.first.password },
            { client: newClientIp() },
          )
        ).status,
      ).toBe(200);
    });
  });

  describe('known and unknown addresses get the same answer', { timeout: 120_000 }, () => {
    const known = () => c.target().accounts.second.email;

    it('from sign-up, forgotten password, resend and login: status, body and headers', async () => {
      const pairs: [string, (email: string) => Record<string, unknown>][] = [
        [ROUTES.signup, (email) => ({ email, password: 'violet-kettle-harbour', name: 'Same Answer' })],
        [ROUTES.forgot, (email) => ({ email })],
        [ROUTES.resend, (email) => ({ email })],
        ['/wp-json/pricewise/v1/login', (email) => ({ username: email, password: 'not-their-password' })],
      ];
      for (const [route, body] of pairs) {
        const forKnown = await s.post(route, body(known()), { client: newClientIp() });
        const forUnknown = await s.post(route, body(newEmail('unknown')), { client: newClientIp() });
        expect(visible(forUnknown), route).toEqual(visible(forKnown));
      }
    });

    it('in roughly the same time', async () => {
      const timings = { known: [] as number[], unknown: [] as number[] };
      const timed = async (kind: keyof typeof timings, route: string, body: Record<string, unknown>) => {
        const started = performance.now();
        expect((await s.post(route, body, { client: newClientIp() })).status).toBeLessThan(429);
        timings[kind].push(performance.now() - started);
      };
      // Fresh accounts, so the per-address limit (3 an hour) leaves room for two more sign-ups each.
      const knownAccounts = [];
      for (const label of ['timing-a', 'timing-b', 'timing-c', 'timing-d'])
        knownAccounts.push(await s.openAccount(label));
      for (let round = 0; round < 2; round++) {
        for (const account of knownAccounts) {
          await timed('known', ROUTES.signup, {
            email: account.email,
            password: 'violet-kettle-harbour',
            name: 'Timing',
          });
          await timed('unknown', ROUTES.signup, {
            email: newEmail('timing'),
            password: 'violet-kettle-harbour',
            name: 'Timing',
          });
        }
      }
      const [a, b] = [median(timings.known), median(timings.unknown)];
      expect(Math.abs(a - b), `known ${a.toFixed(0)} ms, unknown ${b.toFixed(0)} ms`).toBeLessThan(
        Math.max(100, 0.5 * Math.max(a, b)),
      );
    });
  });
}
