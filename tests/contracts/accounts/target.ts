/** An account the contract suite signs in as. */
export interface ContractAccount {
  id: number;
  login: string;
  email: string;
  password: string;
  name: string;
  /** The account's role as the implementation reports it (see docs/contracts/accounts.md). */
  role: string;
}

/** One implementation of the accounts contract, ready for the suite. */
export interface AccountsTarget {
  baseUrl: string;
  faustSecret: string;
  accounts: {
    first: ContractAccount;
    second: ContractAccount;
    /** Only the throttling tests use it: they leave it locked. */
    locked: ContractAccount;
  };
  /** At least eight ids the catalogue has. */
  knownProductIds: number[];
  /** An id the catalogue does not have. */
  unknownProductId: number;
}
