<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

use Pricewise\Settings;
use WP_User;

/**
 * Shoppers are WordPress users with the `shopper` role: they may sign in on the shop and keep
 * saved products, and never see wp-admin or the admin bar.
 */
final class ShopperRole
{
    public const ROLE = 'shopper';

    public function register(): void
    {
        add_action('init', [self::class, 'ensureRole']);
        // auth_redirect runs first on every wp-admin screen, before WordPress's own access checks;
        // admin_init also covers admin-post.php.
        add_action('auth_redirect', [$this, 'keepOutOfAdmin'], 1);
        add_action('admin_init', [$this, 'keepOutOfAdmin'], 1);
        add_filter('show_admin_bar', [$this, 'hideAdminBar'], 20);
    }

    public static function ensureRole(): void
    {
        if (get_role(self::ROLE) === null) {
            add_role(self::ROLE, __('Shopper', 'pricewise'), ['read' => true]);
        }
    }

    /** A shopper and nothing more: someone who is also an editor keeps their wp-admin. */
    public static function isShopperOnly(WP_User $user): bool
    {
        return in_array(self::ROLE, $user->roles, true) && !user_can($user, 'edit_posts');
    }

    public function keepOutOfAdmin(): void
    {
        // admin-ajax.php runs admin_init too, for the front end's own requests.
        if (wp_doing_ajax() || !is_user_logged_in() || !self::isShopperOnly(wp_get_current_user())) {
            return;
        }
        $site = Settings::siteUrl();
        wp_redirect($site !== '' ? $site . '/account/' : home_url('/'));
        exit;
    }

    public function hideAdminBar(mixed $show): bool
    {
        return is_user_logged_in() && self::isShopperOnly(wp_get_current_user()) ? false : (bool) $show;
    }
}
