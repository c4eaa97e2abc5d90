import type { NextApiRequest } from 'next';
import type { Account, Profile, User } from 'next-auth';
import { getToken } from 'next-auth/jwt';
import { getServerEnv } from '@/config/env';
import { AUTH_ERROR_PAGE_PATH } from './auth-paths';
import type { OidcProfile } from './oidc-provider';
import { linkProvider, providerLogin } from './self-service-client';
import { usesSecureCookies } from './session-cookie';
import { localeOfPath, localePrefix } from '@/config/locales';

function callbackUrlOf(req: NextApiRequest): URL | null {
  const raw = req.cookies[`${usesSecureCookies() ? '__Secure-' : ''}next-auth.callback-url`];
  try {
    return raw ? new URL(raw, 'http://site.invalid') : null;
  } catch {
    return null;
  }
}

/**
 * next-auth's `signIn` callback for the identity provider. The backend owns the accounts: a linked
 * subject signs in to its account, a new subject with a new address opens one, and an address
 * that already has an account is the AccountNotLinkedError page (sign in with the password, then
 * link). When the shopper started from "Link" on their account page, the subject is first linked
 * to the account they are signed in to. On success the backend's answer is put on `user`, which
 * next-auth hands to the `jwt` callback next.
 */
export async function providerSignIn(
  req: NextApiRequest,
  user: User,
  account: Account | null,
  profile: Profile | undefined,
): Promise<true | string> {
  const env = getServerEnv();
  const claims = (profile ?? {}) as OidcProfile;
  const callback = callbackUrlOf(req);
  const locale = localeOfPath(callback?.pathname ?? '/');
  const prefix = localePrefix(locale);
  const failed = (code: string) => `${prefix}${AUTH_ERROR_PAGE_PATH}?error=${code}`;
  if (!account || typeof claims.sub !== 'string') return failed('OAuthCallbackError');
  const issuer = typeof claims.iss === 'string' ? claims.iss : env.OIDC_ISSUER!;

  if (callback?.searchParams.get('linked') === 'provider') {
    const current = await getToken({ req, secret: env.NEXTAUTH_SECRET });
    if (!current?.backendToken) return `${prefix}/login/?error=SessionRequired`;
    const linked = await linkProvider(current.backendToken, { issuer, subject: claims.sub });
    if (!linked.ok) {
      const refused = linked.refusal?.code;
      // Linking adds a way in: the backend asks for a sign-in of the last 10 minutes first.
      const error =
        refused === 'provider_already_linked'
          ? 'provider_taken'
          : refused === 'reauthentication_required'
            ? 'reauthentication_required'
            : 'unavailable';
      return `${prefix}/account/?error=${error}#security`;
    }
  }

  const login = await providerLogin({
    issuer,
    subject: claims.sub,
    ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
    emailVerified: claims.email_verified === true,
    ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
    locale,
  });
  if (!login.ok) {
    if (login.refusal?.code === 'account_not_linked') return failed('AccountNotLinkedError');
    if (login.refusal?.code === 'provider_email_required') return failed('OAuthProviderEmail');
    if (login.refusal?.code === 'provider_email_unverified') return failed('OAuthEmailUnverified');
    return failed(login.refusal ? 'OAuthCallbackError' : 'BackendUnavailable');
  }
  Object.assign(user, {
    id: String(login.value.user.id),
    name: login.value.user.name,
    email: login.value.user.email,
    role: login.value.user.role,
    addressVerified: login.value.user.emailVerified,
    backendToken: login.value.accessToken,
    backendTokenExpiration: login.value.accessTokenExpiration,
  });
  return true;
}
