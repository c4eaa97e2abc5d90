<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

/**
 * The rules of failed sign-ins. On the shop's routes a shopper account locks: after
 * Rules\RateWindow's `login:account` failures (10 in 15 minutes) every attempt on it is refused,
 * the correct password included, until 15 minutes after the first. Everywhere else in WordPress
 * nothing locks: each further failure from one client address makes its next attempt wait
 * longer, so a guesser is slowed down and a staff account's right password is never refused.
 */
final class LoginThrottle
{
    /** Failures from one address before its attempts start to wait. */
    public const FREE_FAILURES = 4;
    /** The longest wait before a password is checked, in seconds. */
    public const MAX_DELAY_SECONDS = 4.0;

    /**
     * The account a login names on the shop: a shopper by id (username and email count together),
     * anything else (an unknown login, a staff account) by its own trimmed, lower-cased text.
     */
    public static function accountKey(?int $shopperId, string $login): string
    {
        return $shopperId !== null ? 'user:' . $shopperId : 'login:' . strtolower(trim($login));
    }

    /**
     * Seconds an attempt waits before its password is checked, after `$failures` recent failures
     * from its address: none for the first four, then 0.125 s doubling with each, at most 4 s.
     */
    public static function delaySeconds(int $failures): float
    {
        if ($failures < self::FREE_FAILURES) {
            return 0.0;
        }
        return min(self::MAX_DELAY_SECONDS, 0.125 * 2 ** min(10, $failures - self::FREE_FAILURES));
    }

    /**
     * The wording both the shop's sign-in and the local backend's login form show.
     */
    public static function message(int $retryAfter): string
    {
        $minutes = (int) ceil($retryAfter / 60);
        return sprintf('Too many failed login attempts. Try again in %d minute%s.', $minutes, $minutes === 1 ? '' : 's');
    }
}
