import { z } from 'zod';
import type { UiLocale } from './account-locale';
import { accountsRequest, accountUserSchema, loginSchema } from './accounts-http';

/**
 * The self-service routes anyone may reach through the site (docs/contracts/accounts.md): sign-up,
 * email links, forgotten passwords and identity-provider sign-in. The site's server calls them
 * with the FaustWP secret and names the shopper's address for the rate limits.
 */
const checkEmail = z.object({ status: z.literal('check_email') });
const linkedProviders = z.array(z.object({ issuer: z.string(), linkedAt: z.string() }));
const passwordReset = z.object({
  status: z.literal('password_changed'),
  /** The identity providers still linked to the account after the reset. */
  providers: linkedProviders.default([]),
});

export const signUp = (
  input: { email: string; password: string; name: string; locale: UiLocale },
  clientIp: string | null,
) => accountsRequest('/signup', checkEmail, { body: input, site: { clientIp } });

const verified = z.object({ status: z.literal('verified'), user: accountUserSchema });

/** Confirms an address; `signIn` (the browser that signed up confirms) also signs the shopper in. */
export const verifyEmail = (token: string, clientIp: string | null, signIn: boolean) =>
  accountsRequest('/email/verify', signIn ? z.union([loginSchema, verified]) : verified, {
    body: { token, signIn },
    site: { clientIp },
  });

export const resendVerification = (email: string, locale: UiLocale, clientIp: string | null) =>
  accountsRequest('/email/resend', checkEmail, { body: { email, locale }, site: { clientIp } });

export const forgotPassword = (email: string, locale: UiLocale, clientIp: string | null) =>
  accountsRequest('/password/forgot', checkEmail, { body: { email, locale }, site: { clientIp } });

export const resetPassword = (token: string, password: string, clientIp: string | null, removeProviders = false) =>
  accountsRequest('/password/reset', passwordReset, {
    body: { token, password, removeProviders },
    site: { clientIp },
  });

const providers = z.object({ providers: linkedProviders });

/** The identity providers linked to a reset link's account; the link stays unused. */
export const getResetLinkProviders = (token: string, clientIp: string | null) =>
  accountsRequest('/password/reset/providers', providers, { body: { token }, site: { clientIp } });

export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  locale: UiLocale;
}

export const providerLogin = (identity: ProviderIdentity) =>
  accountsRequest('/provider/login', loginSchema, { body: identity, site: { clientIp: null } });

export const linkProvider = (token: string, identity: { issuer: string; subject: string }) =>
  accountsRequest('/provider/link', providers, { body: identity, token, site: { clientIp: null } });

export const unlinkProvider = (token: string, issuer: string) =>
  accountsRequest('/provider/unlink', providers, { body: { issuer }, token });
