import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './http.js';
import { expectNoStore, SAVED, type ContractClient } from './client.js';

/** `pricewise/v1/saved-products` (docs/contracts/accounts.md). */
export function describeSavedProductsContract(c: ContractClient): void {
  describe('saved products: who may call', () => {
    beforeAll(c.signInBoth);

    it('answers 401 without a token and with a malformed or altered one, for every method', async () => {
      const token = c.tokenOf(c.target().accounts.first);
      const altered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
      for (const bad of [null, 'not-a-token', altered, `${token}x`]) {
        for (const [method, path] of [
          ['GET', SAVED],
          ['PUT', `${SAVED}/${c.product(0)}`],
          ['DELETE', `${SAVED}/${c.product(0)}`],
          ['PUT', `${SAVED}/abc`],
        ] as const) {
          const response = await c.saved(method, path, bad);
          expect(response.status, `${method} ${path} ${String(bad).slice(0, 12)}`).toBe(401);
          expectNoStore(response);
          expect(response.json()).toEqual({
            code: 'rest_not_logged_in',
            message: 'You are not currently logged in.',
            data: { status: 401 },
          });
          expect(response.headers.get('www-authenticate')).toBe('Bearer realm="pricewise"');
        }
      }
      const other = await call(c.url(SAVED), {
        headers: {
          authorization: `Basic ${Buffer.from(`${c.target().accounts.first.login}:${c.target().accounts.first.password}`).toString('base64')}`,
        },
      });
      expect(other.status).toBe(401);
    });
  });

  describe('saved products: saving and removing', () => {
    beforeAll(c.signInBoth);

    it('adds, lists newest first, and removes', async () => {
      const token = c.tokenOf(c.target().accounts.first);
      await c.clear(token);
      expect(await c.list(token)).toEqual([]);
      for (const id of [c.product(0), c.product(1), c.product(2)]) {
        const response = await c.saved('PUT', `${SAVED}/${id}`, token);
        expect(response.status, response.text).toBe(200);
        expectNoStore(response);
        expect(response.json()).toEqual({ productId: id, saved: true });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const items = await c.list(token);
      expect(items.map((item) => item.productId)).toEqual([c.product(2), c.product(1), c.product(0)]);
      for (const item of items) {
        expect(item.savedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(Math.abs(Date.parse(item.savedAt) - Date.now())).toBeLessThan(60_000);
      }
      const removed = await c.saved('DELETE', `${SAVED}/${c.product(1)}`, token);
      expect(removed.status).toBe(200);
      expect(removed.json()).toEqual({ productId: c.product(1), saved: false });
      expect(await c.ids(token)).toEqual([c.product(2), c.product(0)]);
    });

    it('is idempotent: saving again keeps the first save’s time and place, removing again is fine', async () => {
      const token = c.tokenOf(c.target().accounts.first);
      const before = await c.list(token);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await c.saved('PUT', `${SAVED}/${c.product(0)}`, token)).json()).toEqual({
        productId: c.product(0),
        saved: true,
      });
      expect(await c.list(token)).toEqual(before);
      for (let i = 0; i < 2; i++) {
        const response = await c.saved('DELETE', `${SAVED}/${c.product(5)}`, token);
        expect(response.status).toBe(200);
        expect(response.json()).toEqual({ productId: c.product(5), saved: false });
      }
    });

    it('never leaves a duplicate when saves of the same product race', async () => {
      const token = c.tokenOf(c.target().accounts.first);
      await c.clear(token);
      const same = await Promise.all(
        Array.from({ length: 8 }, () => c.saved('PUT', `${SAVED}/${c.product(3)}`, token)),
      );
      expect(same.map((response) => response.status)).toEqual(Array(8).fill(200));
      const mixed = await Promise.all(
        [4, 5, 4, 6, 5, 4].map((index) => c.saved('PUT', `${SAVED}/${c.product(index)}`, token)),
      );
      expect(mixed.every((response) => response.status === 200)).toBe(true);
      expect((await c.ids(token)).sort((a, b) => a - b)).toEqual(
        [c.product(3), c.product(4), c.product(5), c.product(6)].sort((a, b) => a - b),
      );
    });

    it('also answers PUT and DELETE at /?rest_route=, with or without a trailing slash', async () => {
      const token = c.tokenOf(c.target().accounts.first);
      expect((await c.saved('PUT', `/?rest_route=/pricewise/v1/saved-products/${c.product(7)}`, token)).json()).toEqual(
        {
          productId: c.product(7),
          saved: true,
        },
      );
      expect((await c.ids(token))[0]).toBe(c.product(7));
      expect(
        (await c.saved('DELETE', `/?rest_route=/pricewise/v1/saved-products/${c.product(7)}/`, token)).json(),
      ).toEqual({
        productId: c.product(7),
        saved: false,
      });
      expect(await c.ids(token)).not.toContain(c.product(7));
    });
  });

  describe('saved products: one shopper’s list is theirs alone', () => {
    beforeAll(c.signInBoth);

    it('keeps each list apart, and one shopper’s removal never touches another’s list', async () => {
      const first = c.tokenOf(c.target().accounts.first);
      const second = c.tokenOf(c.target().accounts.second);
      await c.clear(first);
      await c.clear(second);
      await c.saved('PUT', `${SAVED}/${c.product(0)}`, first);
      await c.saved('PUT', `${SAVED}/${c.product(1)}`, second);
      expect(await c.ids(first)).toEqual([c.product(0)]);
      expect(await c.ids(second)).toEqual([c.product(1)]);
      expect((await c.saved('DELETE', `${SAVED}/${c.product(0)}`, second)).status).toBe(200);
      expect(await c.ids(first)).toEqual([c.product(0)]);
      expect((await c.saved('PUT', `${SAVED}/${c.product(0)}`, second)).status).toBe(200);
      expect((await c.saved('DELETE', `${SAVED}/${c.product(0)}`, first)).status).toBe(200);
      expect(await c.ids(first)).toEqual([]);
      expect(await c.ids(second)).toEqual([c.product(0), c.product(1)]);
    });
  });

  describe('saved products: product ids', () => {
    beforeAll(c.signInBoth);

    it('answers 400 to anything but a plainly written positive integer', async () => {
      const token = c.tokenOf(c.target().accounts.first);
      for (const id of ['0', '-1', 'abc', '1.5', '1e3', '012', '99999999999999999999', '9007199254740992', '%20']) {
        for (const method of ['PUT', 'DELETE'] as const) {
          const response = await c.saved(method, `${SAVED}/${id}`, token);
          expect(response.status, `${method} ${id}`).toBe(400);
          expect(response.json()).toMatchObject({
            code: 'rest_invalid_param',
            data: { status: 400, params: { productId: expect.any(String) } },
          });
        }
      }
    });

    it('answers 404 to saving a product the catalogue does not have, and removes it all the same', async () => {
      const token = c.tokenOf(c.target().accounts.first);
      const response = await c.saved('PUT', `${SAVED}/${c.target().unknownProductId}`, token);
      expect(response.status).toBe(404);
      expectNoStore(response);
      expect(response.json()).toEqual({
        code: 'rest_product_invalid_id',
        message: 'Invalid product ID.',
        data: { status: 404 },
      });
      expect(await c.ids(token)).not.toContain(c.target().unknownProductId);
      expect((await c.saved('DELETE', `${SAVED}/${c.target().unknownProductId}`, token)).json()).toEqual({
        productId: c.target().unknownProductId,
        saved: false,
      });
    });
  });
}
