import type { DefaultSession } from 'next-auth';

type SignInMethod = 'password' | 'provider' | 'link';

declare module 'next-auth' {
  interface User {
    role: string;
    backendToken: string;
    backendTokenExpiration: number;
    /** Whether the account's address is confirmed (named apart from adapters' `emailVerified` date). */
    addressVerified: boolean;
  }
  interface Session {
    user?: DefaultSession['user'] & { id: string; role: string };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    role?: string;
    backendToken?: string;
    backendTokenExpiration?: number;
    addressVerified?: boolean;
    /** How the shopper signed in: a provider sign-in stands in for the password for a while. */
    method?: SignInMethod;
    /** Epoch seconds of the sign-in. */
    signedInAt?: number;
    /** Epoch seconds of the last check that the backend token is still live. */
    checkedAt?: number;
  }
}
