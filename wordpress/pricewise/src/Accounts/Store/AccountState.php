<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Store;

use WP_User;

/**
 * What the shop keeps about an account in user meta: whether the address is confirmed (only
 * accounts opened on the shop are ever unconfirmed; any other counts as confirmed), the language
 * of its emails, and whether it has a password of its own (one opened through an identity
 * provider has none: WordPress gets a random one nobody knows).
 */
final class AccountState
{
    public const VERIFIED = 'pricewise_email_verified';
    public const LOCALE = 'pricewise_locale';
    public const NO_PASSWORD = 'pricewise_no_password';
    public const META_KEYS = [self::VERIFIED, self::LOCALE, self::NO_PASSWORD];

    public static function isVerified(int $userId): bool
    {
        return get_user_meta($userId, self::VERIFIED, true) !== '0';
    }

    public static function markVerified(int $userId): void
    {
        if (!self::isVerified($userId)) {
            update_user_meta($userId, self::VERIFIED, '1');
        }
    }

    public static function locale(int $userId): string
    {
        return get_user_meta($userId, self::LOCALE, true) === 'uk' ? 'uk' : 'en';
    }

    public static function hasPassword(int $userId): bool
    {
        return get_user_meta($userId, self::NO_PASSWORD, true) !== '1';
    }

    /** A password was set (on the shop, or anywhere in WordPress): the account now has one. */
    public static function passwordSet(int $userId): void
    {
        delete_user_meta($userId, self::NO_PASSWORD);
    }

    /**
     * A new shopper; null when WordPress refuses it.
     *
     * @param array{email: string, name: string, locale: string, verified: bool, password: string|null} $account
     */
    public static function createShopper(array $account): ?WP_User
    {
        $userId = wp_insert_user([
            'user_login' => 'shopper-' . bin2hex(random_bytes(6)),
            'user_email' => $account['email'],
            'user_pass' => $account['password'] ?? wp_generate_password(64, true, true),
            'display_name' => $account['name'],
            'nickname' => $account['name'],
            'role' => \Pricewise\Accounts\ShopperRole::ROLE,
            'locale' => $account['locale'] === 'uk' ? 'uk' : 'en_GB',
        ]);
        if (is_wp_error($userId)) {
            return null;
        }
        update_user_meta($userId, self::VERIFIED, $account['verified'] ? '1' : '0');
        update_user_meta($userId, self::LOCALE, $account['locale']);
        if ($account['password'] === null) {
            update_user_meta($userId, self::NO_PASSWORD, '1');
        }
        $user = get_userdata($userId);
        return $user instanceof WP_User ? $user : null;
    }

    /**
     * A shopper and nothing more (ShopperRole): the only accounts the shop's routes serve. Staff
     * sign in and reset their passwords in WordPress.
     */
    public static function isShopper(WP_User $user): bool
    {
        return \Pricewise\Accounts\ShopperRole::isShopperOnly($user) && count($user->roles) === 1;
    }

    /** The shopper an address belongs to; null for an unknown address and for staff alike. */
    public static function shopperByEmail(string $email): ?WP_User
    {
        $user = self::userByEmail($email);
        return $user !== null && self::isShopper($user) ? $user : null;
    }

    /** The shopper a login names, as wp_authenticate finds users: by username, else by email. */
    public static function shopperByLogin(string $login): ?WP_User
    {
        $login = trim($login);
        $user = get_user_by('login', sanitize_user($login));
        if (!$user instanceof WP_User && is_email($login)) {
            $user = get_user_by('email', $login);
        }
        return $user instanceof WP_User && self::isShopper($user) ? $user : null;
    }

    /** The user an address belongs to (staff included), compared without regard to case. */
    public static function userByEmail(string $email): ?WP_User
    {
        $user = get_user_by('email', $email);
        return $user instanceof WP_User ? $user : null;
    }
}
