import { z } from 'zod';
import { fromPricing, type PricingBackendResult } from './backend-result';
import type { PricingClient } from './http';

export async function getStoreCount(client: PricingClient): Promise<PricingBackendResult<number>> {
  const count = await client.request('/restapi/stores/totalCount', {
    map: (raw: unknown) => z.number().int().nonnegative().parse(raw),
  });
  return fromPricing(count, 'store count');
}
