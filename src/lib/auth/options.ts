import type { NextApiRequest } from 'next';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getServerEnv } from '@/config/env';
import { endSession } from './account-client';
import { loginWithPassword, signInWait } from './accounts-client';
import { AUTH_ERROR_PAGE_PATH, LOGIN_PAGE_PATH } from './auth-paths';
import { clientAddress } from '@/lib/http/client-address.mjs';
import { oidcProvider, OIDC_PROVIDER_ID } from './oidc-provider';
import { providerSignIn } from './provider-sign-in';
import { refreshSessionToken } from './session-refresh';
import { SESSION_MAX_AGE, usesSecureCookies } from './session-cookie';

export { AUTH_ERROR_PAGE_PATH, LOGIN_PAGE_PATH };

/**
 * JWT sessions (no database on the site); accounts, passwords and identity-provider links are the
 * content backend's (docs/contracts/accounts.md). The backend's user token lives only inside the
 * encrypted session cookie and is never sent to the browser. Built per request when the request
 * matters (the password's client address, the provider's link intent); `authOptions` serves
 * getServerSession, which only reads sessions.
 */
export function buildAuthOptions(req?: NextApiRequest): NextAuthOptions {
  const env = getServerEnv();
  const oidc = oidcProvider(env);
  return {
    secret: env.NEXTAUTH_SECRET,
    useSecureCookies: usesSecureCookies(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
    pages: { signIn: LOGIN_PAGE_PATH, error: AUTH_ERROR_PAGE_PATH },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'Pricewise',
        credentials: {
          username: { label: 'Username or email', type: 'text' },
          password: { label: 'Password', type: 'password' },
        },
        async authorize(credentials) {
          const username = credentials?.username?.trim() ?? '';
          const password = credentials?.password ?? '';
          if (!username || !password) return null;
          const result = await loginWithPassword(
            username,
            password,
            req ? clientAddress(req, env.TRUSTED_PROXY_COUNT) : null,
          );
          if (!result.ok) {
            // null means "wrong credentials" to next-auth; an outage must not read as a wrong password.
            if (result.failure === 'forbidden') return null;
            // The wait, in minutes, travels in the error code so the page can say it in words.
            const wait = signInWait(result);
            throw new Error(wait === null ? 'BackendUnavailable' : `TooManyAttempts_${Math.ceil(wait / 60)}`);
          }
          const { user, accessToken, accessTokenExpiration } = result.value;
          return {
            id: String(user.id),
            name: user.name,
            email: user.email,
            role: user.role,
            addressVerified: user.emailVerified,
            backendToken: accessToken,
            backendTokenExpiration: accessTokenExpiration,
          };
        },
      }),
      ...(oidc ? [oidc] : []),
    ],
    callbacks: {
      async signIn({ user, account, profile }) {
        if (account?.provider !== OIDC_PROVIDER_ID) return true;
        return req ? providerSignIn(req, user, account, profile) : false;
      },
      async jwt({ token, user, account }) {
        if (user) {
          const now = Math.floor(Date.now() / 1000);
          return {
            ...token,
            role: user.role,
            addressVerified: user.addressVerified,
            backendToken: user.backendToken,
            backendTokenExpiration: user.backendTokenExpiration,
            method: account?.provider === OIDC_PROVIDER_ID ? 'provider' : 'password',
            signedInAt: now,
            checkedAt: now,
          };
        }
        return refreshSessionToken(token);
      },
      async session({ session, token }) {
        if (session.user) {
          session.user.id = token.sub ?? '';
          session.user.role = token.role ?? 'subscriber';
          session.user.name = token.name ?? session.user.name;
        }
        return session;
      },
    },
    events: {
      // Signing out ends the backend token too, so a copy of the cookie opens nothing afterwards.
      async signOut({ token }) {
        if (token?.backendToken) await endSession(token.backendToken);
      },
    },
    logger: {
      error(code, metadata) {
        // A session the backend ended (sign out everywhere) is signed out here: expected, not an error.
        if (code === 'JWT_SESSION_ERROR' && metadata instanceof Error && metadata.message === 'SessionEnded') return;
        console.error(`[next-auth][error][${code}]`, metadata);
      },
      warn: (code) => console.warn(`[next-auth][warn][${code}]`),
      debug: () => undefined,
    },
  };
}

export const authOptions: NextAuthOptions = buildAuthOptions();
