import type { z } from 'zod';

export declare const serverEnvSchema: z.ZodObject<{
  NEXT_PUBLIC_WORDPRESS_URL: z.ZodType<string>;
  PRICING_API_URL: z.ZodType<string>;
  NEXT_PUBLIC_SITE_URL: z.ZodType<string>;
  PRICING_TIMEOUT_MS: z.ZodType<number>;
  NEXT_PUBLIC_CURRENCY_SYMBOL: z.ZodType<string>;
  NEXT_PUBLIC_NUMBER_LOCALE: z.ZodType<string>;
}>;

export interface ServerEnv {
  NEXT_PUBLIC_WORDPRESS_URL: string;
  PRICING_API_URL: string;
  NEXT_PUBLIC_SITE_URL: string;
  PRICING_TIMEOUT_MS: number;
  NEXT_PUBLIC_CURRENCY_SYMBOL: string;
  NEXT_PUBLIC_NUMBER_LOCALE: string;
}

export declare function loadServerEnv(source?: Record<string, string | undefined>): ServerEnv;
