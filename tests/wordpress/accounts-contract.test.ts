import { beforeAll, inject } from 'vitest';
import { describeAccountsContract } from '../contracts/accounts/accounts-contract.js';
import type { AccountsTarget, ContractAccount } from '../contracts/accounts/target.js';
import { FAUST_SECRET } from './harness/context.js';
import { wpCommand } from './harness/wordpress-site.js';

/** The accounts contract against a real WordPress with the plugin: the suite the local backend passes. */

const site = inject('wordpress');
const pricing = inject('pricing');
let target: AccountsTarget;

async function addShopper(login: string, name: string): Promise<ContractAccount> {
  const account = { login, email: `${login}@shop.example`, password: `${login}-Password-1`, name, role: 'shopper' };
  const id = await wpCommand<number>(site, 'create-user', { ...account });
  return { id, ...account };
}

beforeAll(async () => {
  target = {
    baseUrl: site.url,
    faustSecret: FAUST_SECRET,
    accounts: {
      first: await addShopper('contract-first', 'Casey First'),
      second: await addShopper('contract-second', 'Robin Second'),
      locked: await addShopper('contract-locked', 'Lee Locked'),
    },
    knownProductIds: pricing.knownProductIds,
    unknownProductId: pricing.unknownProductId,
  };
});

describeAccountsContract(() => target);
