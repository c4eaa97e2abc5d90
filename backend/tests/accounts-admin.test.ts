import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSeededDatabaseFile,
  startAccountsBackend,
  TEST_SECRET,
  type RunningBackend,
  type SeededFile,
} from './fixtures/accounts/harness.js';

/**
 * `pricewise-admin/v1`, the local backend's back office over the accounts tables (the end-to-end
 * tests' only way to the backend's account state): behind the FaustWP secret, and answering from
 * the same rows the shopper's own routes write.
 */

let seeded: SeededFile;
let backend: RunningBackend;
const SHOPPER_ID = 5;

beforeAll(async () => {
  seeded = await createSeededDatabaseFile();
  backend = await startAccountsBackend(seeded.file);
});

afterAll(async () => {
  await backend?.stop();
  seeded?.remove();
});

async function admin(path: string, { method = 'GET', secret = TEST_SECRET as string | null, status = 200 } = {}) {
  const response = await fetch(`${backend.baseUrl}/wp-json/pricewise-admin/v1/${path}`, {
    method,
    headers: secret === null ? {} : { 'x-faustwp-secret': secret },
  });
  const body = await response.json();
  expect(response.status, `${method} ${path}: ${JSON.stringify(body)}`).toBe(status);
  return body as any;
}

describe('pricewise-admin/v1', () => {
  it('refuses a call without the FaustWP secret, or with another one', async () => {
    expect((await admin('accounts?email=shopper@pricewise.example', { secret: null, status: 401 })).code).toBe(
      'rest_forbidden',
    );
    await admin('accounts/5/data', { secret: 'not-the-secret', status: 401 });
    await admin('accounts/5/links/expire', { method: 'POST', secret: null, status: 401 });
  });

  it('finds accounts by email (any case) or by an identity provider subject', async () => {
    const shopper = {
      id: SHOPPER_ID,
      email: 'shopper@pricewise.example',
      emailVerified: true,
      hasPassword: true,
      providers: [],
    };
    expect(await admin('accounts?email=Shopper@Pricewise.example')).toEqual([shopper]);
    expect(await admin('accounts?email=nobody@pricewise.example')).toEqual([]);
    backend.db
      .prepare('INSERT INTO wp_pricewise_provider_links (issuer, subject, user_id, linked_at) VALUES (?, ?, ?, ?)')
      .run('https://id.example', 'sub-1', SHOPPER_ID, 1);
    expect(await admin('accounts?subject=sub-1')).toEqual([
      { ...shopper, providers: [{ issuer: 'https://id.example', subject: 'sub-1' }] },
    ]);
    expect(await admin('accounts?subject=sub-2')).toEqual([]);
    expect((await admin('accounts', { status: 400 })).code).toBe('rest_invalid_param');
  });

  it('counts what is kept under an id, whether or not the account exists', async () => {
    backend.db
      .prepare('INSERT INTO wp_pricewise_saved_products (user_id, product_id, created_at) VALUES (?, ?, ?)')
      .run(SHOPPER_ID, 10, '2026-01-01T00:00:00.000Z');
    expect(await admin(`accounts/${SHOPPER_ID}/data`)).toEqual({
      account: expect.objectContaining({ id: SHOPPER_ID }),
      savedProducts: 1,
      mail: 0,
    });
    expect(await admin('accounts/999999/data')).toEqual({ account: null, savedProducts: 0, mail: 0 });
  });

  it('expires every email link of an account', async () => {
    const insert = backend.db.prepare(
      'INSERT INTO wp_pricewise_link_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    );
    insert.run('hash-a', SHOPPER_ID, 'verify', 1, 4_000_000_000);
    insert.run('hash-b', SHOPPER_ID, 'reset', 1, 4_000_000_000);
    expect(await admin(`accounts/${SHOPPER_ID}/links/expire`, { method: 'POST' })).toEqual({ expired: 2 });
    expect(
      backend.db
        .prepare('SELECT MAX(expires_at) FROM wp_pricewise_link_tokens WHERE user_id = ?')
        .pluck()
        .get(SHOPPER_ID),
    ).toBe(0);
  });
});
