<?php

declare(strict_types=1);

namespace Pricewise\Admin;

use Pricewise\Accounts\TokenLedger;
use Pricewise\Accounts\TokenStore;
use WP_User;

/**
 * On a user's profile screen: how many shop sessions (tokens) the account has, and a box that
 * signs it out of the shop everywhere, for a shopper who lost a phone.
 */
final class ShopSessions
{
    private const FIELD = 'pricewise_end_shop_sessions';

    public function register(): void
    {
        add_action('show_user_profile', [$this, 'render']);
        add_action('edit_user_profile', [$this, 'render']);
        add_action('personal_options_update', [$this, 'save']);
        add_action('edit_user_profile_update', [$this, 'save']);
    }

    public function render(WP_User $user): void
    {
        $count = TokenLedger::liveCount(get_user_meta($user->ID, TokenStore::META_KEY, true), time());
        echo '<h2>' . esc_html__('Shop sessions', 'pricewise') . '</h2><table class="form-table" role="presentation"><tr>';
        echo '<th scope="row">' . esc_html__('Signed in on the shop', 'pricewise') . '</th><td>';
        echo '<p>' . esc_html(sprintf(_n('%d session', '%d sessions', $count, 'pricewise'), $count)) . '</p>';
        if ($count > 0) {
            printf(
                '<label><input type="checkbox" name="%s" value="1"> %s</label>',
                esc_attr(self::FIELD),
                esc_html__('Sign out of the shop everywhere', 'pricewise'),
            );
        }
        echo '</td></tr></table>';
    }

    /** WordPress has checked the profile form's nonce before these actions fire. */
    public function save(int $userId): void
    {
        if (current_user_can('edit_user', $userId) && isset($_POST[self::FIELD]) && $_POST[self::FIELD] === '1') {
            TokenStore::revokeAll($userId);
        }
    }
}
