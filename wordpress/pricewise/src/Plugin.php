<?php

declare(strict_types=1);

namespace Pricewise;

use Pricewise\Accounts\AccountsApi;
use Pricewise\Accounts\LoginGuard;
use Pricewise\Accounts\SavedProductsRepository;
use Pricewise\Accounts\ShopperRole;
use Pricewise\Accounts\TokenStore;
use Pricewise\Admin\SettingsPage;
use Pricewise\Admin\ShopSessions;
use Pricewise\Content\ContentModel;
use Pricewise\Content\FieldsMetaBox;
use Pricewise\Content\FieldStore;
use Pricewise\Content\GraphqlRegistration;
use Pricewise\Revalidation\ChangeCollector;
use Pricewise\Revalidation\Sender;

/**
 * Wires the plugin's three parts into WordPress: the content model, shopper accounts, and
 * revalidation of the site's cached pages.
 */
final class Plugin
{
    public static function boot(): void
    {
        $fields = new FieldStore();
        (new ContentModel())->register();
        $fields->register();
        (new GraphqlRegistration($fields))->register();
        (new FieldsMetaBox($fields))->register();

        (new ShopperRole())->register();
        (new LoginGuard())->register();
        (new TokenStore())->register();
        (new AccountsApi())->register();
        add_action('plugins_loaded', [SavedProductsRepository::class, 'installIfOutdated']);

        (new ChangeCollector())->register();
        (new Sender())->register();

        if (is_admin()) {
            (new SettingsPage())->register();
            (new ShopSessions())->register();
        }
    }

    public static function activate(): void
    {
        ShopperRole::ensureRole();
        SavedProductsRepository::install();
        ContentModel::registerTypes();
        flush_rewrite_rules();
    }

    public static function deactivate(): void
    {
        // Queued revalidation calls would fire against a plugin that no longer handles them.
        wp_unschedule_hook(Sender::HOOK);
        flush_rewrite_rules();
    }
}
