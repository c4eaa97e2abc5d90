import { sql } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { loadContentConfig } from '../../../backend/src/content/config.js';
import { hashPasswordSync } from '../../../backend/src/content/users.js';
import { rowsOf, scalarOf, startTestBackend, type TestBackend } from '../../../backend/tests/helpers.js';
import { testEngines } from '../../../backend/tests/support/test-engines.js';
import { describeAccountsContract } from './accounts-contract.js';
import type { AccountsTarget, ContractAccount, ContractMail } from './target.js';

/**
 * The accounts contract against the local backend (the real server, fresh seeded databases), with
 * the pricing service's data (the catalogue saved products are checked against) on each engine.
 */

let backend: TestBackend;
let target: AccountsTarget;

function addShopper(login: string, name: string): ContractAccount {
  const account = {
    login,
    email: `${login}@pricewise.example`,
    password: `${login}-password`,
    name,
    role: 'subscriber',
  };
  const id = Number(
    backend.db
      .prepare(
        `INSERT INTO wp_users (login, email, nicename, display_name, role, password_hash, registered)
         VALUES (?, ?, ?, ?, 'subscriber', ?, '2025-01-01T00:00:00')`,
      )
      .run(account.login, account.email, account.login, account.name, hashPasswordSync(account.password))
      .lastInsertRowid,
  );
  return { id, ...account };
}

describe.each(testEngines())('the local backend, its pricing data on %s', (engine) => {
  beforeAll(async () => {
    backend = await startTestBackend({ engine });
    const productIds = (
      await rowsOf<{ id: number }>(backend.pricing, sql`SELECT id FROM products ORDER BY id LIMIT 8`)
    ).map((row) => row.id);
    const maxId = await scalarOf(backend.pricing, sql`SELECT MAX(id) FROM products`);
    const config = loadContentConfig();
    const userOf = (email: string) =>
      backend.db.prepare('SELECT id FROM wp_users WHERE email = ?').pluck().get(email) as number | undefined;
    target = {
      baseUrl: backend.baseUrl,
      faustSecret: config.faustSecret,
      accounts: {
        first: {
          id: 5,
          login: 'shopper',
          email: 'shopper@pricewise.example',
          password: 'pricewise-shopper',
          name: 'Sam Carter',
          role: 'subscriber',
        },
        second: addShopper('second-shopper', 'Robin Second'),
        locked: addShopper('locked-shopper', 'Lee Locked'),
        staff: {
          id: 4,
          login: 'editor',
          email: 'editor@pricewise.example',
          password: 'pricewise-editor',
          name: 'Eleanor Marsh',
          role: 'editor',
        },
      },
      knownProductIds: productIds,
      unknownProductId: maxId + 1,
      siteUrl: config.frontendUrl,
      // What the queued requests became (pricewise/mail-requests.ts), as the back office would see it.
      mailTo: async (email) => {
        backend.app.processAccountMail?.();
        return backend.db
          .prepare(
            'SELECT subject, text_body AS text, html_body AS html FROM mail_outbox WHERE to_address = ? COLLATE NOCASE ORDER BY id',
          )
          .all(email) as ContractMail[];
      },
      expireLinks: async (email) => {
        backend.db
          .prepare('UPDATE wp_pricewise_link_tokens SET expires_at = unixepoch() - 1 WHERE user_id = ?')
          .run(userOf(email));
      },
      ageTokens: async (email, seconds) => {
        backend.db
          .prepare('UPDATE wp_pricewise_tokens SET issued_at = issued_at - ? WHERE user_id = ?')
          .run(seconds, userOf(email));
      },
    };
  });

  afterAll(async () => {
    await backend?.close();
  });

  describeAccountsContract(() => target);
});
