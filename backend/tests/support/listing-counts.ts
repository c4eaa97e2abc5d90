import { sql } from 'kysely';
import type { Database } from '../../src/db/database.js';
import { rowsOf } from '../helpers.js';

interface CountRow {
  category_id: number;
  price_bucket: number;
  key: string;
  products: number;
}

/**
 * PostgreSQL's listing count tables summed per key, as reads sum them (writers append rows), and
 * as a recount from the products' rows gives them; keys at zero left out. Equal when the triggers
 * kept every write.
 */
export async function listingCountsAndRecount(db: Database): Promise<{ kept: CountRow[]; recounted: CountRow[] }> {
  const kept = await rowsOf<CountRow>(
    db,
    sql`SELECT category_id, price_bucket, 'brand ' || brand AS key, sum(products)::integer AS products
        FROM listing_brand_counts GROUP BY 1, 2, 3 HAVING sum(products) <> 0
        UNION ALL
        SELECT category_id, price_bucket, 'store ' || store_id, sum(products)::integer
        FROM listing_store_counts GROUP BY 1, 2, 3 HAVING sum(products) <> 0
        ORDER BY 1, 2, 3`,
  );
  const recounted = await rowsOf<CountRow>(
    db,
    sql`SELECT category_id, listing_price_bucket(min_price) AS price_bucket, 'brand ' || brand AS key,
          count(*)::integer AS products FROM products GROUP BY 1, 2, 3
        UNION ALL
        SELECT p.category_id, listing_price_bucket(p.min_price), 'store ' || s.id, count(*)::integer
        FROM products p JOIN generate_series(1, 64) AS s(id) ON (p.store_mask >> (s.id - 1)) & 1 = 1 GROUP BY 1, 2, 3
        ORDER BY 1, 2, 3`,
  );
  return { kept, recounted };
}
