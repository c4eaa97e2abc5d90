import { describe, expect, it } from 'vitest';
import type { ContractClient } from './client.js';
import { newClientIp, newEmail, ROUTES, selfService, visible } from './self-service-client.js';

/**
 * The shop's routes serve shopper accounts only (docs/contracts/accounts.md, "Shoppers only"):
 * staff (editors, administrators) neither sign in nor reset their passwords there. They get the
 * answers an unknown address gets, and no mail.
 */
export function describeStaffContract(c: ContractClient): void {
  const s = selfService(c);
  const staff = () => c.target().accounts.staff;

  describe('staff accounts on the shop', () => {
    it('never sign in there: the right password answers as a wrong one, by username and by email', async () => {
      const wrong = await s.post(
        '/wp-json/pricewise/v1/login',
        { username: staff().login, password: 'not-the-password' },
        { client: newClientIp() },
      );
      for (const username of [staff().login, staff().email]) {
        const right = await s.post(
          '/wp-json/pricewise/v1/login',
          { username, password: staff().password },
          { client: newClientIp() },
        );
        expect(visible(right)).toEqual(visible(wrong));
      }
      expect(wrong.json()).toMatchObject({ code: 'invalid_credentials', data: { status: 401 } });
    });

    it('get no reset link, verification link or "already registered" mail: the unknown address’s answers', async () => {
      const before = (await s.mails(staff().email)).length;
      const requests: [string, (email: string) => Record<string, unknown>][] = [
        [ROUTES.forgot, (email) => ({ email })],
        [ROUTES.resend, (email) => ({ email })],
        [ROUTES.signup, (email) => ({ email, password: 'violet-kettle-harbour', name: 'Staff Twin' })],
      ];
      for (const [route, body] of requests) {
        const forStaff = await s.post(route, body(staff().email), { client: newClientIp() });
        const forUnknown = await s.post(route, body(newEmail('unknown')), { client: newClientIp() });
        expect(visible(forStaff), route).toEqual(visible(forUnknown));
      }
      expect(await s.mails(staff().email)).toHaveLength(before);
    });
  });
}
