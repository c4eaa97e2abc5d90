<?php

/**
 * Uninstalling removes what the plugin keeps for itself: its settings, the revalidation log and
 * queue, shoppers' tokens, saved products, email links, provider links, the mail queue and its
 * transients. Content is never touched: posts, terms and their fields stay, and so do the users
 * and their `shopper` role.
 */

declare(strict_types=1);

if (!defined('WP_UNINSTALL_PLUGIN')) {
    exit;
}

global $wpdb;

/** What the plugin keeps on one site: its options, cron hooks, tables and transients. */
$pricewiseUninstallSite = static function (): void {
    global $wpdb;
    foreach (['pricewise_settings', 'pricewise_revalidation_log', 'pricewise_db_version'] as $pricewiseOption) {
        delete_option($pricewiseOption);
    }
    wp_unschedule_hook('pricewise_revalidate');
    wp_unschedule_hook('pricewise_send_mail');
    wp_unschedule_hook('pricewise_mail_requests');
    $pricewiseTables = [
        'pricewise_saved_products',
        'pricewise_link_tokens',
        'pricewise_provider_links',
        'pricewise_mail_queue',
        'pricewise_limits',
        'pricewise_mail_requests',
    ];
    foreach ($pricewiseTables as $pricewiseTable) {
        $wpdb->query("DROP TABLE IF EXISTS {$wpdb->prefix}{$pricewiseTable}");
    }
    $wpdb->query(
        "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_pricewise\\_%'"
        . " OR option_name LIKE '\\_transient\\_timeout\\_pricewise\\_%'"
    );
};

// On multisite every site has its own options and tables; user meta is the network's, once.
if (is_multisite()) {
    foreach (get_sites(['fields' => 'ids', 'number' => 0]) as $pricewiseSiteId) {
        switch_to_blog((int) $pricewiseSiteId);
        $pricewiseUninstallSite();
        restore_current_blog();
    }
} else {
    $pricewiseUninstallSite();
}
$pricewiseUserMeta = [
    'pricewise_token_hashes',
    'pricewise_provider_signin',
    'pricewise_email_verified',
    'pricewise_locale',
    'pricewise_no_password',
];
foreach ($pricewiseUserMeta as $pricewiseMeta) {
    delete_metadata('user', 0, $pricewiseMeta, '', true);
}
