/**
 * Which product ids the catalogue has, for shoppers' saved products. The catalogue is the pricing
 * service's: asked in the process when it runs here, else over HTTP as the WordPress plugin asks it
 * (`POST /restapi/products/ProductInfoByProductIds`, which skips unknown ids). Null means "cannot
 * tell" (the service did not answer as its contract says).
 */
export interface ProductCatalogue {
  known(ids: readonly number[]): Promise<number[] | null>;
}

const BATCH = 100;
const TIMEOUT_MS = 3_000;

interface CatalogueLog {
  warn: (details: object, message: string) => void;
}

/** The pricing service at `baseUrl`, asked 100 ids at a time. */
export function remoteCatalogue(baseUrl: string, log?: CatalogueLog): ProductCatalogue {
  const ask = async (ids: number[]): Promise<number[] | null> => {
    try {
      const response = await fetch(`${baseUrl}/restapi/products/ProductInfoByProductIds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ids }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json()) as { docs?: { response?: { docs?: { id?: unknown }[] } } };
      const docs = response.ok ? body.docs?.response?.docs : undefined;
      if (!Array.isArray(docs)) {
        log?.warn({ status: response.status }, 'the pricing service did not answer with a product list');
        return null;
      }
      return docs.flatMap((doc) => (typeof doc.id === 'number' ? [doc.id] : []));
    } catch (error) {
      log?.warn({ err: String(error) }, 'the pricing service could not be reached');
      return null;
    }
  };
  return {
    async known(ids) {
      const unique = [...new Set(ids)];
      const found = new Set<number>();
      for (let start = 0; start < unique.length; start += BATCH) {
        const answer = await ask(unique.slice(start, start + BATCH));
        if (answer === null) return null;
        answer.forEach((id) => found.add(id));
      }
      return ids.filter((id) => found.has(id));
    },
  };
}
