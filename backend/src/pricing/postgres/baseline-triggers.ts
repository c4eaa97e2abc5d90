/**
 * PostgreSQL's side of what SQLite's triggers keep (sqlite/catalogue-triggers.ts and
 * sqlite/history-triggers.ts), whatever writes the rows: a product's cheapest offer, price,
 * reference price, store count and mask; a store's offer count; a category's own product count;
 * every change of an offer's price, "was" price, shipping or stock logged to `price_changes` in
 * the writer's transaction, its product queued for the price facts; the search index of a renamed
 * or moved product (search-schema.ts).
 *
 * Unlike SQLite's, an offer's update touches its store's row only when the offer moves between
 * stores, so concurrent price writes of different products never queue on one store's row.
 */
export const baselineTriggersSql = `
  -- Statement time in whole seconds, what SQLite's unixepoch() gives.
  CREATE FUNCTION pricing_now() RETURNS bigint LANGUAGE sql STABLE
    AS $$ SELECT floor(extract(epoch FROM statement_timestamp()))::bigint $$;

  -- The cheapest offer is the lowest price, ties going to the lowest offer id.
  CREATE FUNCTION recompute_product(product integer) RETURNS void LANGUAGE sql AS $$
    UPDATE products p SET
      best_offer_id = best.id,
      min_price = best.price,
      min_price_original = best.original_price,
      min_price_reference = best.reference_price,
      store_count = counts.n,
      store_mask = counts.mask
    FROM (SELECT count(*)::integer AS n, coalesce(bit_or(1::bigint << (store_id - 1)), 0) AS mask
          FROM offers WHERE product_id = product) counts
    LEFT JOIN LATERAL (SELECT id, price, original_price, reference_price FROM offers
                       WHERE product_id = product ORDER BY price, id LIMIT 1) best ON true
    WHERE p.id = product
      AND (p.best_offer_id, p.min_price, p.min_price_original, p.min_price_reference, p.store_count, p.store_mask)
        IS DISTINCT FROM (best.id, best.price, best.original_price, best.reference_price, counts.n, counts.mask)
  $$;

  -- A listed offer's values, or a point with no price: the store stopped listing the product.
  CREATE FUNCTION log_price_change(o offers, at bigint, listed boolean) RETURNS void LANGUAGE sql AS $$
    INSERT INTO price_changes (product_id, store_id, changed_at, price, original_price, shipping_cost, in_stock)
    VALUES (o.product_id, o.store_id, at,
            CASE WHEN listed THEN o.price END, CASE WHEN listed THEN o.original_price END,
            CASE WHEN listed THEN o.shipping_cost END, CASE WHEN listed THEN o.in_stock ELSE 0 END);
    INSERT INTO price_facts_queue (product_id) VALUES (o.product_id) ON CONFLICT DO NOTHING;
  $$;

  CREATE FUNCTION offers_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM recompute_product(NEW.product_id);
    UPDATE products SET updated_at = NEW.updated_at WHERE id = NEW.product_id AND updated_at < NEW.updated_at;
    UPDATE stores SET offer_count = offer_count + 1 WHERE id = NEW.store_id;
    PERFORM log_price_change(NEW, coalesce(NEW.checked_at, pricing_now()), true);
    RETURN NULL;
  END $$;

  CREATE FUNCTION offers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    moved boolean := NEW.product_id <> OLD.product_id OR NEW.store_id <> OLD.store_id;
  BEGIN
    IF moved THEN
      PERFORM recompute_product(OLD.product_id);
      UPDATE stores SET offer_count = offer_count - 1 WHERE id = OLD.store_id;
      UPDATE stores SET offer_count = offer_count + 1 WHERE id = NEW.store_id;
      PERFORM log_price_change(OLD, pricing_now(), false);
      PERFORM log_price_change(NEW, pricing_now(), true);
    END IF;
    IF moved OR NEW.price <> OLD.price OR NEW.original_price IS DISTINCT FROM OLD.original_price
       OR NEW.reference_price IS DISTINCT FROM OLD.reference_price THEN
      PERFORM recompute_product(NEW.product_id);
    END IF;
    IF (NEW.price, NEW.original_price, NEW.shipping_cost, NEW.in_stock)
       IS DISTINCT FROM (OLD.price, OLD.original_price, OLD.shipping_cost, OLD.in_stock) THEN
      PERFORM log_price_change(NEW,
        CASE WHEN NEW.checked_at > OLD.checked_at THEN NEW.checked_at ELSE pricing_now() END, true);
    END IF;
    UPDATE products SET updated_at = NEW.updated_at WHERE id = NEW.product_id AND updated_at < NEW.updated_at;
    RETURN NULL;
  END $$;

  CREATE FUNCTION offers_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM recompute_product(OLD.product_id);
    UPDATE stores SET offer_count = offer_count - 1 WHERE id = OLD.store_id;
    -- A product being deleted takes its history with it: nothing to log.
    IF EXISTS (SELECT 1 FROM products WHERE id = OLD.product_id) THEN
      PERFORM log_price_change(OLD, pricing_now(), false);
    END IF;
    RETURN NULL;
  END $$;

  CREATE FUNCTION products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE categories SET product_count = product_count + 1 WHERE id = NEW.category_id;
    RETURN NULL;
  END $$;

  CREATE FUNCTION products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE categories SET product_count = product_count - 1 WHERE id = OLD.category_id;
    PERFORM search_forget(OLD.id);
    RETURN NULL;
  END $$;

  CREATE FUNCTION products_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.category_id <> OLD.category_id THEN
      UPDATE categories SET product_count = product_count - 1 WHERE id = OLD.category_id;
      UPDATE categories SET product_count = product_count + 1 WHERE id = NEW.category_id;
      UPDATE price_drops SET category_id = NEW.category_id WHERE product_id = NEW.id;
    END IF;
    PERFORM search_reindex(NEW.id);
    RETURN NULL;
  END $$;

  CREATE TRIGGER offers_inserted AFTER INSERT ON offers FOR EACH ROW EXECUTE FUNCTION offers_inserted();
  CREATE TRIGGER offers_updated AFTER UPDATE ON offers FOR EACH ROW EXECUTE FUNCTION offers_updated();
  CREATE TRIGGER offers_deleted AFTER DELETE ON offers FOR EACH ROW EXECUTE FUNCTION offers_deleted();
  CREATE TRIGGER products_inserted AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION products_inserted();
  CREATE TRIGGER products_deleted AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION products_deleted();
  CREATE TRIGGER products_renamed AFTER UPDATE OF name, category_id ON products FOR EACH ROW
    WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.category_id IS DISTINCT FROM NEW.category_id)
    EXECUTE FUNCTION products_renamed();
`;
