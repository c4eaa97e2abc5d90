<?php

declare(strict_types=1);

namespace Pricewise;

use Pricewise\Accounts\AccountsApi;
use Pricewise\Accounts\LoginGuard;
use Pricewise\Accounts\Mail\MailQueue;
use Pricewise\Accounts\ShopperRole;
use Pricewise\Accounts\Store\Schema;
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
        (new MailQueue())->register();
        add_action('plugins_loaded', [Schema::class, 'installIfOutdated']);

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
        Schema::install();
        ContentModel::registerTypes();
        flush_rewrite_rules();
    }

    public static function deactivate(): void
    {
        // Queued revalidation calls and mail runs would fire against a plugin that no longer handles them;
        // the mail waits in its table and goes out once the plugin is active again.
        wp_unschedule_hook(Sender::HOOK);
        wp_unschedule_hook(MailQueue::HOOK);
        wp_unschedule_hook(\Pricewise\Accounts\Mail\MailRequests::HOOK);
        flush_rewrite_rules();
    }
}
