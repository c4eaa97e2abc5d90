<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Store;

use Pricewise\Accounts\SavedProductsRepository;

/**
 * The plugin's own tables for shopper accounts: saved products, email links, identity-provider
 * links and the mail queue. Created on activation and after an update that changed them.
 */
final class Schema
{
    public const VERSION = '5';
    public const VERSION_OPTION = 'pricewise_db_version';

    /** @return array<string, string> table => name without the prefix */
    public static function tables(): array
    {
        global $wpdb;
        return [
            'saved' => SavedProductsRepository::table(),
            'links' => $wpdb->prefix . 'pricewise_link_tokens',
            'providers' => $wpdb->prefix . 'pricewise_provider_links',
            'mail' => $wpdb->prefix . 'pricewise_mail_queue',
            'limits' => $wpdb->prefix . 'pricewise_limits',
            'requests' => $wpdb->prefix . 'pricewise_mail_requests',
        ];
    }

    /** Creates or updates every table; cheap to call again (WordPress's dbDelta). */
    public static function install(): void
    {
        global $wpdb;
        require_once ABSPATH . 'wp-admin/includes/upgrade.php';
        $charset = $wpdb->get_charset_collate();
        $tables = self::tables();
        SavedProductsRepository::createTable();
        dbDelta("CREATE TABLE {$tables['links']} (
  token_hash char(64) NOT NULL,
  user_id bigint(20) unsigned NOT NULL,
  purpose varchar(10) NOT NULL,
  created_at bigint(20) unsigned NOT NULL,
  expires_at bigint(20) unsigned NOT NULL,
  used_at bigint(20) unsigned DEFAULT NULL,
  PRIMARY KEY  (token_hash),
  KEY user_purpose (user_id,purpose)
) {$charset};");
        dbDelta("CREATE TABLE {$tables['providers']} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  issuer varchar(200) NOT NULL,
  subject_hash char(64) NOT NULL,
  user_id bigint(20) unsigned NOT NULL,
  linked_at bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY subject (subject_hash),
  UNIQUE KEY user_issuer (user_id,issuer(150))
) {$charset};");
        dbDelta("CREATE TABLE {$tables['mail']} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  user_id bigint(20) unsigned DEFAULT NULL,
  to_address varchar(254) NOT NULL,
  subject text NOT NULL,
  text_body longtext NOT NULL,
  html_body longtext NOT NULL,
  created_at bigint(20) unsigned NOT NULL,
  attempts int(10) unsigned NOT NULL DEFAULT 0,
  next_attempt_at bigint(20) unsigned NOT NULL,
  expires_at bigint(20) unsigned DEFAULT NULL,
  sent_at bigint(20) unsigned DEFAULT NULL,
  last_error text DEFAULT NULL,
  PRIMARY KEY  (id),
  KEY due (sent_at,next_attempt_at),
  KEY user (user_id)
) {$charset};");
        dbDelta("CREATE TABLE {$tables['limits']} (
  key_hash char(64) NOT NULL,
  count int(10) unsigned NOT NULL,
  window_ends_at bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (key_hash),
  KEY window_end (window_ends_at)
) ENGINE=InnoDB {$charset};");
        dbDelta("CREATE TABLE {$tables['requests']} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  purpose varchar(10) NOT NULL,
  email varchar(254) NOT NULL,
  locale varchar(5) NOT NULL,
  user_id bigint(20) unsigned DEFAULT NULL,
  created_at bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (id),
  KEY user (user_id)
) {$charset};");
        update_option(self::VERSION_OPTION, self::VERSION, false);
    }

    /** For sites that updated the plugin without re-activating it. */
    public static function installIfOutdated(): void
    {
        if (get_option(self::VERSION_OPTION) !== self::VERSION) {
            self::install();
        }
    }

    /** Everything this site's tables hold about one user, for when the account is deleted. */
    public static function forgetUser(int $userId): void
    {
        global $wpdb;
        foreach (array_diff_key(self::tables(), ['limits' => true]) as $table) {
            $wpdb->delete($table, ['user_id' => $userId], ['%d']);
        }
    }

    /**
     * On a network, a user deleted for good (`wpmu_delete_user`) is forgotten on every site whose
     * tables exist: a shopper's tokens open every shop of the network, so any of them may hold their
     * data. Removing a user from one site (`deleted_user` there) forgets them on that site only.
     */
    public static function forgetUserOnEverySite(int $userId): void
    {
        foreach (get_sites(['fields' => 'ids', 'number' => 0]) as $siteId) {
            switch_to_blog((int) $siteId);
            if (get_option(self::VERSION_OPTION) !== false) {
                self::forgetUser($userId);
            }
            restore_current_blog();
        }
    }
}
