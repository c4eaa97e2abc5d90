import type { Limit } from '../../limits/index.js';

/**
 * The limits on the account requests anyone may send, counted per client address and per email
 * address (the same in the WordPress plugin), in the shared limits (limits/). Every counted
 * request uses one of its allowance, whether or not the address has an account, so the limit
 * itself tells nothing.
 */
const HOUR = 3_600;
const QUARTER_HOUR = 15 * 60;

export const ACCOUNT_LIMITS = {
  signup: { perEmail: { max: 3, windowSeconds: HOUR }, perClient: { max: 20, windowSeconds: HOUR } },
  resend: { perEmail: { max: 3, windowSeconds: HOUR }, perClient: { max: 20, windowSeconds: HOUR } },
  forgot: { perEmail: { max: 3, windowSeconds: HOUR }, perClient: { max: 20, windowSeconds: HOUR } },
  link: { perClient: { max: 20, windowSeconds: HOUR } },
  /**
   * Failed password checks: 10 per account lock it (the correct password included) until 15
   * minutes after the first; 50 from one client address lock that address out of every account.
   */
  loginFailures: {
    perAccount: { max: 10, windowSeconds: QUARTER_HOUR },
    perClient: { max: 50, windowSeconds: QUARTER_HOUR },
  },
} as const satisfies Record<string, { perEmail?: Limit; perAccount?: Limit; perClient: Limit }>;

/** The uses of a request that names an email address: per client address and per address. */
export const addressUses = (action: 'signup' | 'resend' | 'forgot', client: string, email: string) => [
  { key: `${action}:client:${client}`, limit: ACCOUNT_LIMITS[action].perClient },
  { key: `${action}:email:${email.toLowerCase()}`, limit: ACCOUNT_LIMITS[action].perEmail },
];
