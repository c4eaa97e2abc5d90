import { z } from 'zod';
import { accountsRequest, accountUserSchema } from './accounts-http';

/**
 * The signed-in shopper's own account (docs/contracts/accounts.md, routes marked *token*): who
 * they are, their password, signing out everywhere, their data and closing the account.
 */
const provider = z.object({ issuer: z.string(), linkedAt: z.string() });

const accountSchema = z.object({ user: accountUserSchema, hasPassword: z.boolean(), providers: z.array(provider) });
export type AccountOverview = z.infer<typeof accountSchema>;

export const getAccount = (token: string) => accountsRequest('/account', accountSchema, { token });

export const changePassword = (token: string, passwords: { currentPassword?: string; newPassword: string }) =>
  accountsRequest('/account/password', z.object({ status: z.literal('password_changed') }), { body: passwords, token });

/** Signing out on the site: this session's token ends, the account's others stay. */
export const endSession = (token: string) =>
  accountsRequest('/sessions/end', z.object({ status: z.literal('signed_out') }), { body: {}, token });

export const revokeSessions = (token: string) =>
  accountsRequest('/sessions/revoke', z.object({ status: z.literal('signed_out') }), { body: {}, token });

export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.string(),
    locale: z.string(),
    registeredAt: z.string(),
    hasPassword: z.boolean(),
  }),
  providers: z.array(provider),
  savedProducts: z.array(z.object({ productId: z.number().int(), savedAt: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const exportAccount = (token: string) => accountsRequest('/account/export', accountExportSchema, { token });

export const deleteAccount = (token: string, password: string | undefined) =>
  accountsRequest('/account/delete', z.object({ status: z.literal('deleted') }), {
    body: password === undefined ? {} : { password },
    token,
  });
