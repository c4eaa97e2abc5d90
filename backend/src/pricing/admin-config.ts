import { z } from 'zod';
import { ConfigError, localSecretProblems, readSection, type EnvSource } from '../env.js';

export const DEFAULT_PRICING_ADMIN_TOKEN = 'local-pricing-admin';

const adminEnvSchema = z.object({
  PRICING_ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').default(DEFAULT_PRICING_ADMIN_TOKEN),
});

export interface PricingAdminConfig {
  /** The bearer token the price-writing routes (`/restapi/admin/…`) require. */
  adminToken: string;
}

/** Reads the pricing service's admin settings once; a bad value stops start-up with the variable's name. */
export function loadPricingAdminConfig(source: EnvSource = process.env): PricingAdminConfig {
  const problems = localSecretProblems(source, { PRICING_ADMIN_TOKEN: DEFAULT_PRICING_ADMIN_TOKEN });
  if (problems.length > 0) throw new ConfigError('pricing', problems);
  return readSection('pricing', adminEnvSchema, source, (env) => ({ adminToken: env.PRICING_ADMIN_TOKEN }));
}
