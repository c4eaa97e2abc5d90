<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

/**
 * Shoppers' saved products, one row per shopper and product, in the plugin's own table.
 */
final class SavedProductsRepository
{
    public static function table(): string
    {
        global $wpdb;
        return $wpdb->prefix . 'pricewise_saved_products';
    }

    /** Creates or updates the table (Store\Schema installs it with the plugin's other tables). */
    public static function createTable(): void
    {
        global $wpdb;
        require_once ABSPATH . 'wp-admin/includes/upgrade.php';
        $table = self::table();
        $charset = $wpdb->get_charset_collate();
        dbDelta("CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  user_id bigint(20) unsigned NOT NULL,
  product_id bigint(20) unsigned NOT NULL,
  saved_at bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY user_product (user_id,product_id),
  KEY user_saved (user_id,saved_at)
) {$charset};");
    }

    /**
     * Newest first.
     *
     * @return list<array{productId: int, savedAtMs: int}>
     */
    public static function list(int $userId): array
    {
        global $wpdb;
        $table = self::table();
        $rows = $wpdb->get_results(
            $wpdb->prepare("SELECT product_id, saved_at FROM {$table} WHERE user_id = %d ORDER BY saved_at DESC, id DESC", $userId),
            ARRAY_A,
        );
        return array_map(
            static fn (array $row): array => ['productId' => (int) $row['product_id'], 'savedAtMs' => (int) $row['saved_at']],
            is_array($rows) ? $rows : [],
        );
    }

    /**
     * Saves once: the unique key with INSERT IGNORE keeps one row however many saves race, and
     * keeps the first save's time, so saving again does not move a product to the top.
     */
    public static function save(int $userId, int $productId, int $savedAtMs): void
    {
        global $wpdb;
        $table = self::table();
        $wpdb->query($wpdb->prepare(
            "INSERT IGNORE INTO {$table} (user_id, product_id, saved_at) VALUES (%d, %d, %d)",
            $userId,
            $productId,
            $savedAtMs,
        ));
    }

    public static function remove(int $userId, int $productId): void
    {
        global $wpdb;
        $wpdb->delete(self::table(), ['user_id' => $userId, 'product_id' => $productId], ['%d', '%d']);
    }
}
