import { beforeAll, expect } from 'vitest';
import { describeAccountContract } from './account-contract.js';
import { contractClient } from './client.js';
import { describeLimitsContract } from './limits-contract.js';
import { describeLoginContract } from './login-contract.js';
import { describePasswordContract } from './password-contract.js';
import { describeProviderContract } from './provider-contract.js';
import { describeResetProvidersContract } from './reset-providers-contract.js';
import { describeSavedProductsContract } from './saved-products-contract.js';
import { describeSignupContract } from './signup-contract.js';
import { describeStaffContract } from './staff-contract.js';
import type { AccountsTarget } from './target.js';

/**
 * The accounts contract (docs/contracts/accounts.md), as HTTP tests that any implementation must
 * pass: the local backend and the WordPress plugin run this same suite.
 */
export function describeAccountsContract(getTarget: () => AccountsTarget): void {
  const client = contractClient();
  beforeAll(() => {
    client.use(getTarget());
    expect(client.target().knownProductIds.length).toBeGreaterThanOrEqual(8);
  });
  describeLoginContract(client);
  describeSavedProductsContract(client);
  describeSignupContract(client);
  describePasswordContract(client);
  describeProviderContract(client);
  describeResetProvidersContract(client);
  describeAccountContract(client);
  describeStaffContract(client);
  describeLimitsContract(client);
}
