<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

use Pricewise\Accounts\Store\Limits;

/**
 * WordPress's own sign-ins (the login form, XML-RPC, application passwords) are slowed down per
 * client address, never locked: each failure from an address makes its next attempt wait longer
 * before the password is checked (LoginThrottle::delaySeconds), so ten wrong guesses never keep
 * an administrator out. The shop's lock on shopper accounts is the shop's alone (ShopSignIn).
 * Nothing is written per username tried: one counter per client address.
 */
final class LoginGuard
{
    public const LIMIT = 'wordpress-login:client';

    public function register(): void
    {
        // Before WordPress's own checks, so the wait comes before the password is looked at.
        add_filter('authenticate', [$this, 'slowDown'], 1, 1);
        add_action('wp_login_failed', [$this, 'recordFailure'], 10, 0);
    }

    public function slowDown(mixed $user): mixed
    {
        $delay = LoginThrottle::delaySeconds(Limits::count(self::LIMIT, self::client()));
        if ($delay > 0) {
            usleep((int) ($delay * 1_000_000));
        }
        return $user;
    }

    public function recordFailure(): void
    {
        Limits::hit(self::LIMIT, self::client());
    }

    /** The connecting address, as the web server (or the proxy in front of it) sets REMOTE_ADDR. */
    private static function client(): string
    {
        return isset($_SERVER['REMOTE_ADDR']) ? (string) $_SERVER['REMOTE_ADDR'] : 'unknown';
    }
}
