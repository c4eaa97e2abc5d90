import { z } from 'zod';

export const DEFAULT_PRICING_ADMIN_TOKEN = 'local-pricing-admin';

const adminEnvSchema = z.object({
  PRICING_ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').default(DEFAULT_PRICING_ADMIN_TOKEN),
});

export interface PricingAdminConfig {
  /** The bearer token the price-writing routes (`/restapi/admin/…`) require. */
  adminToken: string;
}

/** Reads the pricing service's admin settings once; a bad value stops start-up with the variable's name. */
export function loadPricingAdminConfig(source: NodeJS.ProcessEnv = process.env): PricingAdminConfig {
  const parsed = adminEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid pricing configuration:\n  ${problems.join('\n  ')}`);
  }
  return { adminToken: parsed.data.PRICING_ADMIN_TOKEN };
}
