<?php

declare(strict_types=1);

namespace Pricewise\Revalidation;

/**
 * When a revalidation call counts as delivered, and when and how often a failed one is retried.
 */
final class Backoff
{
    public const SENT = 'sent';
    public const RETRY = 'retry';
    public const FAILED = 'failed';

    /** Seconds to wait after failed attempt 1, 2, …; after the last, the call is given up. */
    public const DELAYS = [30, 120, 600, 3600, 21600];

    /**
     * The outcome of an attempt by the site's HTTP status (null: no answer at all). The site being
     * unreachable, overloaded or failing is worth retrying; any other refusal (a wrong secret, a
     * body it rejects) would only be refused again.
     */
    public static function outcome(?int $status): string
    {
        if ($status !== null && $status >= 200 && $status < 300) {
            return self::SENT;
        }
        if ($status === null || $status >= 500 || in_array($status, [408, 425, 429], true)) {
            return self::RETRY;
        }
        return self::FAILED;
    }

    /** Seconds until the next attempt after failed attempt `$attempt` (1-based); null: give up. */
    public static function delayAfter(int $attempt): ?int
    {
        return self::DELAYS[$attempt - 1] ?? null;
    }

    public static function maxAttempts(): int
    {
        return count(self::DELAYS) + 1;
    }
}
