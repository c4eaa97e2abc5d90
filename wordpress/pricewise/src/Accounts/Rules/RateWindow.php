<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Rules;

/**
 * The limits on the account requests anyone may send, counted per client address and per email
 * address as the local backend counts them: sliding windows of use times. Every counted request
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
        'login:client' => [50, 900],
    ];

    /**
     * @param mixed $uses stored use times (epoch seconds); anything else counts as none
     * @return list<int>
     */
    public static function recent(mixed $uses, int $window, int $now): array
    {
        if (!is_array($uses)) {
            return [];
        }
        $times = array_values(array_filter($uses, static fn (mixed $time): bool => is_int($time) && $time > $now - $window));
        sort($times);
        return $times;
    }

    /** Seconds until another use is allowed, or null when it is allowed now. */
    public static function retryAfter(mixed $uses, int $max, int $window, int $now): ?int
    {
        $times = self::recent($uses, $window, $now);
        $count = count($times);
        return $count < $max ? null : max(1, $times[$count - $max] + $window - $now);
    }

    /**
     * @return list<int>
     */
    public static function afterUse(mixed $uses, int $max, int $window, int $now): array
    {
        $times = self::recent($uses, $window, $now);
        $times[] = $now;
        return array_slice($times, -$max);
    }

    /** "N minute(s)", as both backends word a wait. */
    public static function minutes(int $seconds): string
    {
        $minutes = (int) ceil($seconds / 60);
        return $minutes . ' minute' . ($minutes === 1 ? '' : 's');
    }
}
