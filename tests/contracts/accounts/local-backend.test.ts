import { afterAll, beforeAll } from 'vitest';
import { loadContentConfig } from '../../../backend/src/content/config.js';
import { hashPassword } from '../../../backend/src/content/users.js';
import { startTestBackend, type TestBackend } from '../../backend/helpers.js';
import { describeAccountsContract } from './accounts-contract.js';
import type { AccountsTarget, ContractAccount } from './target.js';

/** The accounts contract against the local backend (the real server, fresh seeded database). */

let backend: TestBackend;
let target: AccountsTarget;

function addShopper(login: string, name: string): ContractAccount {
  const account = { login, email: `${login}@pricewise.example`, password: `${login}-password`, name, role: 'subscriber' };
  const id = Number(
    backend.db
      .prepare(
        `INSERT INTO wp_users (login, email, nicename, display_name, role, password_hash, registered)
         VALUES (?, ?, ?, ?, 'subscriber', ?, '2025-01-01T00:00:00')`,
      )
      .run(account.login, account.email, account.login, account.name, hashPassword(account.password)).lastInsertRowid,
  );
  return { id, ...account };
}

beforeAll(async () => {
  backend = await startTestBackend();
  const productIds = backend.db.prepare('SELECT id FROM products ORDER BY id LIMIT 8').pluck().all() as number[];
  const maxId = backend.db.prepare('SELECT MAX(id) FROM products').pluck().get() as number;
  target = {
    baseUrl: backend.baseUrl,
    faustSecret: loadContentConfig().faustSecret,
    accounts: {
      first: { id: 5, login: 'shopper', email: 'shopper@pricewise.example', password: 'pricewise-shopper', name: 'Sam Carter', role: 'subscriber' },
      second: addShopper('second-shopper', 'Robin Second'),
      locked: addShopper('locked-shopper', 'Lee Locked'),
    },
    knownProductIds: productIds,
    unknownProductId: maxId + 1,
  };
});

afterAll(async () => {
  await backend?.close();
});

describeAccountsContract(() => target);
