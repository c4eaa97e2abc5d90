/**
 * Every change of an offer's price, "was" price, shipping or stock lands in `price_changes`,
 * whatever writes it: the back office, an import, or plain SQL. Each change also queues its
 * product in `price_facts_queue`, so the derived facts (reference prices, price drops) are
 * recomputed by `refreshQueuedPriceFacts`: in the same transaction on the write path, and at start
 * for anything written around it.
 *
 * The change time is the writer's `checked_at` when it moved forward, else the clock. A removed
 * offer leaves a point with a null price (the store stopped listing it), unless its product is
 * being deleted too.
 */
const logChange = (row: 'NEW' | 'OLD', at: string, listed: boolean) => `
    INSERT INTO price_changes (product_id, store_id, changed_at, price, original_price, shipping_cost, in_stock)
    VALUES (${row}.product_id, ${row}.store_id, ${at},
      ${listed ? `${row}.price, ${row}.original_price, ${row}.shipping_cost, ${row}.in_stock` : 'NULL, NULL, NULL, 0'});
    INSERT OR IGNORE INTO price_facts_queue (product_id) VALUES (${row}.product_id);`;

export const priceHistoryTriggersSql = `
  CREATE TRIGGER offers_history_insert AFTER INSERT ON offers BEGIN
    ${logChange('NEW', 'COALESCE(NEW.checked_at, unixepoch())', true)}
  END;

  CREATE TRIGGER offers_history_update AFTER UPDATE OF price, original_price, shipping_cost, in_stock ON offers
  WHEN OLD.price IS NOT NEW.price OR OLD.original_price IS NOT NEW.original_price
    OR OLD.shipping_cost IS NOT NEW.shipping_cost OR OLD.in_stock IS NOT NEW.in_stock
  BEGIN
    ${logChange('NEW', 'CASE WHEN NEW.checked_at > OLD.checked_at THEN NEW.checked_at ELSE unixepoch() END', true)}
  END;

  CREATE TRIGGER offers_history_move AFTER UPDATE OF product_id, store_id ON offers
  WHEN OLD.product_id IS NOT NEW.product_id OR OLD.store_id IS NOT NEW.store_id
  BEGIN
    ${logChange('OLD', 'unixepoch()', false)}
    ${logChange('NEW', 'unixepoch()', true)}
  END;

  CREATE TRIGGER offers_history_delete AFTER DELETE ON offers
  WHEN EXISTS (SELECT 1 FROM products WHERE id = OLD.product_id)
  BEGIN
    ${logChange('OLD', 'unixepoch()', false)}
  END;

  -- The product's reference price is its cheapest offer's, like min_price_original.
  CREATE TRIGGER offers_reference_follows AFTER UPDATE OF reference_price ON offers BEGIN
    UPDATE products SET min_price_reference = NEW.reference_price WHERE id = NEW.product_id AND best_offer_id = NEW.id;
  END;

  CREATE TRIGGER products_best_offer_reference AFTER UPDATE OF best_offer_id ON products BEGIN
    UPDATE products SET min_price_reference = (SELECT reference_price FROM offers WHERE id = NEW.best_offer_id)
    WHERE id = NEW.id;
  END;

  CREATE TRIGGER products_move_drops AFTER UPDATE OF category_id ON products BEGIN
    UPDATE price_drops SET category_id = NEW.category_id WHERE product_id = NEW.id;
  END;
`;
