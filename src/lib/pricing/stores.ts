import { z } from 'zod';
import type { PricingClient, PricingResult } from './http';

export function getStoreCount(client: PricingClient): Promise<PricingResult<number>> {
  return client.request('/restapi/stores/totalCount', {
    map: (raw: unknown) => z.number().int().nonnegative().parse(raw),
  });
}
