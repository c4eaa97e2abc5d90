<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Store;

use Pricewise\Accounts\Rules\RateWindow;

/**
 * The self-service rate limits (Rules\RateWindow) over transients that expire with their window.
 */
final class RateLimiter
{
    /**
     * Checks every [limit name, key] pair and, only when all are free, counts one use of each.
     * Returns the seconds to wait, or null when the request may go ahead.
     *
     * @param list<array{0: string, 1: string}> $uses
     */
    public static function take(array $uses): ?int
    {
        $now = time();
        $waits = [];
        foreach ($uses as [$limit, $key]) {
            [$max, $window] = RateWindow::LIMITS[$limit];
            $wait = RateWindow::retryAfter(get_transient(self::transient($limit, $key)), $max, $window, $now);
            if ($wait !== null) {
                $waits[] = $wait;
            }
        }
        if ($waits !== []) {
            return max($waits);
        }
        foreach ($uses as [$limit, $key]) {
            self::hit($limit, $key);
        }
        return null;
    }

    public static function retryAfter(string $limit, string $key): ?int
    {
        [$max, $window] = RateWindow::LIMITS[$limit];
        return RateWindow::retryAfter(get_transient(self::transient($limit, $key)), $max, $window, time());
    }

    public static function hit(string $limit, string $key): void
    {
        [$max, $window] = RateWindow::LIMITS[$limit];
        $name = self::transient($limit, $key);
        set_transient($name, RateWindow::afterUse(get_transient($name), $max, $window, time()), $window);
    }

    private static function transient(string $limit, string $key): string
    {
        return 'pricewise_rl_' . md5($limit . '|' . strtolower($key));
    }
}
