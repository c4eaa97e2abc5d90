import { beforeAll, inject } from 'vitest';
import { describeAccountsContract } from '../contracts/accounts/accounts-contract.js';
import type { AccountsTarget, ContractAccount, ContractMail } from '../contracts/accounts/target.js';
import { FAUST_SECRET } from './harness/context.js';
import { wpCommand } from './harness/wordpress-site.js';

/** The accounts contract against a real WordPress with the plugin: the suite the local backend passes. */

const site = inject('wordpress');
const pricing = inject('pricing');
const SITE_URL = 'https://shop.example';
let target: AccountsTarget;

async function addUser(login: string, name: string, role = 'shopper'): Promise<ContractAccount> {
  const account = { login, email: `${login}@shop.example`, password: `${login}-Password-1`, name, role };
  const id = await wpCommand<number>(site, 'create-user', { ...account });
  return { id, ...account };
}

beforeAll(async () => {
  const settings = await wpCommand<Record<string, string>>(site, 'get-option', { name: 'pricewise_settings' });
  await wpCommand(site, 'set-option', { name: 'pricewise_settings', value: { ...settings, site_url: SITE_URL } });
  target = {
    baseUrl: site.url,
    faustSecret: FAUST_SECRET,
    accounts: {
      first: await addUser('contract-first', 'Casey First'),
      second: await addUser('contract-second', 'Robin Second'),
      locked: await addUser('contract-locked', 'Lee Locked'),
      staff: await addUser('contract-staff', 'Stevie Staff', 'editor'),
    },
    knownProductIds: pricing.knownProductIds,
    unknownProductId: pricing.unknownProductId,
    siteUrl: SITE_URL,
    mailTo: (email) => wpCommand<ContractMail[]>(site, 'queued-mail', { email }),
    expireLinks: async (email) => {
      await wpCommand(site, 'expire-links', { email });
    },
    ageTokens: async (email, seconds) => {
      await wpCommand(site, 'age-provider-signin', { email, seconds });
    },
  };
});

describeAccountsContract(() => target);
