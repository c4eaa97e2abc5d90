import type { z } from 'zod';

export declare const serverEnvSchema: z.ZodType<ServerEnv>;

export interface ServerEnv {
  NEXT_PUBLIC_WORDPRESS_URL: string;
  PRICING_API_URL: string;
  NEXT_PUBLIC_SITE_URL: string;
  PRICING_TIMEOUT_MS: number;
  CONTENT_TIMEOUT_MS: number;
  ACCOUNTS_TIMEOUT_MS: number;
  NEXT_PUBLIC_CURRENCY_SYMBOL: string;
  NEXT_PUBLIC_NUMBER_LOCALE: string;
  NEXT_PUBLIC_CURRENCY_CODE: string;
  FAUST_SECRET_KEY: string;
  NEXTAUTH_SECRET?: string;
  REVALIDATE_SECRET: string;
  NEXTAUTH_URL?: string;
  NEXT_PUBLIC_SESSION_POLL_SECONDS: number;
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_NAME: string;
  PRICING_SHOPPER_SECRET: string;
  TRUSTED_PROXY_COUNT: number;
  NODE_ENV: 'development' | 'production' | 'test';
  REDIS_URL?: string;
  REDIS_TIMEOUT_MS: number;
}

export declare function loadServerEnv(source?: Record<string, string | undefined>): ServerEnv;
