<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

use Pricewise\Accounts\Store\AccountState;
use Pricewise\Accounts\Store\Limits;
use WP_User;

/**
 * The shop's password check (its login, and the password asked again on the account page). Only
 * shopper accounts sign in on the shop: a staff account, like an unknown login, gets the answer of
 * a wrong password, so its right password tells a guesser nothing and never signs staff in around
 * WordPress's own login (and the two-factor plugins that guard it). Failures are counted per
 * account (the shop's lock: shoppers only) and per client address, in Store\Limits.
 */
final class ShopSignIn
{
    /**
     * ['ok', user], ['invalid', null] or ['throttled', seconds].
     *
     * @return array{0: 'ok', 1: WP_User}|array{0: 'invalid', 1: null}|array{0: 'throttled', 1: int}
     */
    public static function check(string $login, string $password, string $client, ?int $onlyUserId = null): array
    {
        $shopper = AccountState::shopperByLogin($login);
        if ($shopper !== null && $onlyUserId !== null && $shopper->ID !== $onlyUserId) {
            $shopper = null;
        }
        $accountKey = LoginThrottle::accountKey($shopper?->ID, $login);
        $wait = Limits::retryAfter('login:client', $client) ?? Limits::retryAfter('login:account', $accountKey);
        if ($wait !== null) {
            return ['throttled', $wait];
        }
        if ($shopper !== null && AccountState::hasPassword($shopper->ID)) {
            $valid = wp_check_password($password, $shopper->user_pass, $shopper->ID);
        } else {
            // The hashing a real check costs, so an unknown or staff login answers in the same time.
            wp_hash_password($password);
            $valid = false;
        }
        if (!$valid || $shopper === null) {
            Limits::hit('login:account', $accountKey);
            Limits::hit('login:client', $client);
            return ['invalid', null];
        }
        Limits::reset('login:account', $accountKey);
        return ['ok', $shopper];
    }
}
