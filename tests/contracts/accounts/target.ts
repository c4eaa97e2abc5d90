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
    /** A staff account (an editor): the shop's routes treat its address as unknown. */
    staff: ContractAccount;
  };
  /** At least eight ids the catalogue has. */
  knownProductIds: number[];
  /** An id the catalogue does not have. */
  unknownProductId: number;
  /** The site's origin, which the links in account emails point to. */
  siteUrl: string;
  /** The emails queued to an address, oldest first (the implementation's outbox or mail queue). */
  mailTo: (email: string) => Promise<ContractMail[]>;
  /** Ages every link sent to an address past its expiry, as if its lifetime had gone by. */
  expireLinks: (email: string) => Promise<void>;
  /** Ages every token of an account by `seconds`, as if they had been issued that long ago. */
  ageTokens: (email: string, seconds: number) => Promise<void>;
}

/** One queued email. */
export interface ContractMail {
  subject: string;
  text: string;
  html: string;
}
