<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

/**
 * The per-account limit on failed password checks: after MAX_FAILURES failures within
 * WINDOW_SECONDS, every attempt on that account is refused, the correct password included, until
 * the oldest of those failures leaves the window. Counted per account, not per address, so a
 * botnet gains nothing by spreading its guesses.
 */
final class LoginThrottle
{
    public const MAX_FAILURES = 10;
    public const WINDOW_SECONDS = 900;

    /**
     * The account a login names: a known user by id (username and email count together), an
     * unknown login by its own trimmed, lower-cased text.
     */
    public static function accountKey(?int $userId, string $login): string
    {
        return $userId !== null ? 'user:' . $userId : 'login:' . strtolower(trim($login));
    }

    /**
     * @param mixed $failures stored failure times (epoch seconds); anything else counts as none
     * @return list<int>
     */
    public static function recent(mixed $failures, int $now): array
    {
        if (!is_array($failures)) {
            return [];
        }
        $cutoff = $now - self::WINDOW_SECONDS;
        $times = array_values(array_filter($failures, static fn (mixed $time): bool => is_int($time) && $time > $cutoff));
        sort($times);
        return $times;
    }

    /**
     * Seconds until the account may try again, or null when it may try now.
     */
    public static function retryAfter(mixed $failures, int $now): ?int
    {
        $times = self::recent($failures, $now);
        $count = count($times);
        if ($count < self::MAX_FAILURES) {
            return null;
        }
        return max(1, $times[$count - self::MAX_FAILURES] + self::WINDOW_SECONDS - $now);
    }

    /**
     * @return list<int>
     */
    public static function afterFailure(mixed $failures, int $now): array
    {
        $times = self::recent($failures, $now);
        $times[] = $now;
        return array_slice($times, -self::MAX_FAILURES);
    }

    /**
     * The wording both the shop's sign-in and WordPress's login form show.
     */
    public static function message(int $retryAfter): string
    {
        $minutes = (int) ceil($retryAfter / 60);
        return sprintf('Too many failed login attempts. Try again in %d minute%s.', $minutes, $minutes === 1 ? '' : 's');
    }
}
