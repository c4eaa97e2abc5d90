import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getServerEnv } from '@/config/env';
import { loginWithPassword } from './accounts-client';

export const LOGIN_PAGE_PATH = '/login/';
export const AUTH_ERROR_PAGE_PATH = '/auth/error/';

/**
 * JWT sessions (no database on the site); the password check is the content backend's
 * (decisions.md "Accounts and preview"). The backend's user token lives only inside the
 * encrypted session cookie and is never sent to the browser.
 */
export const authOptions: NextAuthOptions = {
  secret: getServerEnv().NEXTAUTH_SECRET,
  session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
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
        const result = await loginWithPassword(username, password);
        if (!result.ok) {
          // null means "wrong credentials" to next-auth; an outage must not read as a wrong password.
          if (result.reason === 'invalid_credentials') return null;
          throw new Error(result.reason === 'throttled' ? 'TooManyAttempts' : 'BackendUnavailable');
        }
        return {
          id: String(result.user.id),
          name: result.user.name,
          email: result.user.email,
          role: result.user.role,
          backendToken: result.accessToken,
          backendTokenExpiration: result.accessTokenExpiration,
        };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.role = user.role;
        token.backendToken = user.backendToken;
        token.backendTokenExpiration = user.backendTokenExpiration;
      }
      return token;
    },
    async session({ session, token }) {
      if (session.user) {
        session.user.id = token.sub ?? '';
        session.user.role = token.role ?? 'subscriber';
      }
      return session;
    },
  },
};
