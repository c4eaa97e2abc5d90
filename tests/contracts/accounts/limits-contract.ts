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

    it(
      'in the same time: 50 tries each, known and unknown interleaved, medians within 10 %',
      { timeout: 600_000 },
      async () => {
        // A try is the fastest of 5 requests of each kind, so a moment the machine is busy elsewhere
        // (the scheduler, another process) is not taken for the server's work.
        const REPEATS = 5;
        const TRIES = 50;
        const USES_PER_ADDRESS = 3;
        // Known addresses: fresh (unconfirmed) accounts, each used at most 3 times per route, the
        // per-address limit. (Sign-up hashes the password either way, which outweighs the rest.)
        const knownEmails: string[] = [];
        for (let index = 0; index < Math.ceil((TRIES * REPEATS) / USES_PER_ADDRESS); index++) {
          const email = newEmail(`timing-${index}`);
          const opened = await s.post(
            ROUTES.signup,
            { email, password: 'violet-kettle-harbour', name: 'Timing' },
            { client: newClientIp() },
          );
          expect(opened.status).toBe(202);
          knownEmails.push(email);
        }
        const routes: [string, (email: string) => Record<string, unknown>][] = [
          [ROUTES.forgot, (email) => ({ email })],
          [ROUTES.resend, (email) => ({ email })],
        ];
        for (const [route, body] of routes) {
          let knownUses = 0;
          const request = async (email: string) => {
            const started = performance.now();
            const answer = await s.post(route, body(email), { client: newClientIp() });
            const took = performance.now() - started;
            expect(answer.status, `${route} ${answer.text}`).toBe(202);
            return took;
          };
          const knownEmail = () => knownEmails[Math.floor(knownUses++ / USES_PER_ADDRESS)]!;
          for (let warmUp = 0; warmUp < 5; warmUp++) await request(newEmail('warm-up'));
          const times = { known: [] as number[], unknown: [] as number[] };
          for (let round = 0; round < TRIES; round++) {
            // Known and unknown requests alternate one by one, so work the server does later (its
            // queued mail, WP-Cron) or anything else on the machine lands on both alike.
            const best = { known: Infinity, unknown: Infinity };
            for (let repeat = 0; repeat < REPEATS; repeat++) {
              const order =
                (round + repeat) % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
              for (const kind of order) {
                const took = await request(kind === 'known' ? knownEmail() : newEmail('timing-unknown'));
                best[kind] = Math.min(best[kind], took);
              }
            }
            times.known.push(best.known);
            times.unknown.push(best.unknown);
          }
          // Each try's two times were taken side by side: the median of their differences is what a
          // known address adds, whatever the machine did from one try to the next.
          const added = median(times.known.map((known, index) => known - times.unknown[index]!));
          const [a, b] = [median(times.known), median(times.unknown)];
          expect(
            Math.abs(added),
            `${route}: known ${a.toFixed(2)} ms, unknown ${b.toFixed(2)} ms, known adds ${added.toFixed(2)} ms`,
          ).toBeLessThanOrEqual(0.1 * Math.max(a, b));
        }
      },
    );
  });
}
