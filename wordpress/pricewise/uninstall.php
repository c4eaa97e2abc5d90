<?php

/**
 * Uninstalling removes what the plugin keeps for itself: its settings, the revalidation log and
 * queue, shoppers' tokens and saved products, its transients. Content is never touched: posts,
 * terms and their fields stay, and so do the users and their `shopper` role.
 */

declare(strict_types=1);

if (!defined('WP_UNINSTALL_PLUGIN')) {
    exit;
}

global $wpdb;

foreach (['pricewise_settings', 'pricewise_revalidation_log', 'pricewise_db_version'] as $pricewiseOption) {
    delete_option($pricewiseOption);
}
delete_metadata('user', 0, 'pricewise_token_hashes', '', true);
wp_unschedule_hook('pricewise_revalidate');
$wpdb->query("DROP TABLE IF EXISTS {$wpdb->prefix}pricewise_saved_products");
$wpdb->query(
    "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_pricewise\\_%'"
    . " OR option_name LIKE '\\_transient\\_timeout\\_pricewise\\_%'"
);
