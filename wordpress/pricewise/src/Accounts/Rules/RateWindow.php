<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Rules;

/**
 * The limits on the account requests anyone may send and on failed sign-ins, as the local backend
 * counts them: at most `max` uses in a window that starts with the first. Every counted request
 * uses one of its allowance, whether or not the address has an account.
 */
final class RateWindow
{
    /** [max, window seconds] by limit name. */
    public const LIMITS = [
        'signup:email' => [3, 3600],
        'signup:client' => [20, 3600],
        'resend:email' => [3, 3600],
        'resend:client' => [20, 3600],
        'forgot:email' => [3, 3600],
        'forgot:client' => [20, 3600],
        'link:client' => [20, 3600],
        // Failed sign-ins on the shop: per shopper account (the lock) and per client address.
        'login:account' => [10, 900],
        'login:client' => [50, 900],
        // Failed sign-ins anywhere else in WordPress, per client address: they slow it down, never lock.
        'wordpress-login:client' => [PHP_INT_MAX, 900],
    ];

    /**
     * Seconds until another use is allowed under `$max`, or null when it is allowed now.
     *
     * @param array{count: string|int, window_ends_at: string|int}|null $row the key's stored count
     */
    public static function waitFor(?array $row, int $max, int $now): ?int
    {
        if ($row === null || (int) $row['window_ends_at'] <= $now || (int) $row['count'] < $max) {
            return null;
        }
        return max(1, (int) $row['window_ends_at'] - $now);
    }

    /** "N minute(s)", as both backends word a wait. */
    public static function minutes(int $seconds): string
    {
        $minutes = (int) ceil($seconds / 60);
        return $minutes . ' minute' . ($minutes === 1 ? '' : 's');
    }
}
