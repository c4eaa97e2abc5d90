import { getServerEnv } from '@/config/env';
import { createPricingClient, type PricingClient } from './http';

let client: PricingClient | undefined;

/** The pricing client for server-side rendering: straight to the service, with the configured timeout. */
export function getServerPricingClient(): PricingClient {
  if (!client) {
    const env = getServerEnv();
    client = createPricingClient({ baseUrl: env.PRICING_API_URL, timeoutMs: env.PRICING_TIMEOUT_MS });
  }
  return client;
}
