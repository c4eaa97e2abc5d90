<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Store;

use Pricewise\Accounts\Rules\RateWindow;

/**
 * The shop's request limits (Rules\RateWindow), in the plugin's table so every PHP worker and every
 * web server of the site sees the same counts: one row per key (a SHA-256 hash: keys name
 * addresses and accounts) and window, the window starting with the key's first use. Counts change
 * only by atomic statements or inside a transaction that locks the rows, so simultaneous requests
 * never share the last allowance.
 */
final class Limits
{
    /**
     * Checks every [limit name, key] pair and, only when all are free, counts one use of each.
     * Returns the seconds to wait, or null when the request may go ahead.
     *
     * @param list<array{0: string, 1: string}> $uses
     */
    public static function take(array $uses): ?int
    {
        global $wpdb;
        $table = Schema::tables()['limits'];
        $now = time();
        $rows = [];
        foreach ($uses as [$limit, $key]) {
            $rows[self::hash($limit, $key)] = RateWindow::LIMITS[$limit];
        }
        // One order for every request, so two requests never wait on each other's rows.
        ksort($rows);
        $wpdb->query('START TRANSACTION');
        $waits = [];
        foreach ($rows as $hash => [$max, $window]) {
            // Creates the row, or starts a new window on an ended one; either way the row stays locked.
            $wpdb->query($wpdb->prepare(
                "INSERT INTO {$table} (key_hash, count, window_ends_at) VALUES (%s, 0, %d)
                 ON DUPLICATE KEY UPDATE count = IF(window_ends_at <= %d, 0, count),
                   window_ends_at = IF(window_ends_at <= %d, VALUES(window_ends_at), window_ends_at)",
                $hash,
                $now + $window,
                $now,
                $now,
            ));
            $row = $wpdb->get_row($wpdb->prepare(
                "SELECT count, window_ends_at FROM {$table} WHERE key_hash = %s FOR UPDATE",
                $hash,
            ), ARRAY_A);
            $wait = RateWindow::waitFor(is_array($row) ? $row : null, $max, $now);
            if ($wait !== null) {
                $waits[] = $wait;
            }
        }
        if ($waits !== []) {
            $wpdb->query('ROLLBACK');
            return max($waits);
        }
        foreach (array_keys($rows) as $hash) {
            $wpdb->query($wpdb->prepare("UPDATE {$table} SET count = count + 1 WHERE key_hash = %s", $hash));
        }
        $wpdb->query('COMMIT');
        return null;
    }

    /** Seconds until `$key` may be used again under `$limit`, or null when it may be used now. */
    public static function retryAfter(string $limit, string $key): ?int
    {
        [$max] = RateWindow::LIMITS[$limit];
        return RateWindow::waitFor(self::row($limit, $key), $max, time());
    }

    /** Uses counted in the key's current window (0 when none). */
    public static function count(string $limit, string $key): int
    {
        $row = self::row($limit, $key);
        return $row !== null && (int) $row['window_ends_at'] > time() ? (int) $row['count'] : 0;
    }

    /** Counts one use of `$key`, whatever its count, in one atomic statement. */
    public static function hit(string $limit, string $key): void
    {
        global $wpdb;
        $table = Schema::tables()['limits'];
        [, $window] = RateWindow::LIMITS[$limit];
        $now = time();
        $wpdb->query($wpdb->prepare(
            "INSERT INTO {$table} (key_hash, count, window_ends_at) VALUES (%s, 1, %d)
             ON DUPLICATE KEY UPDATE count = IF(window_ends_at <= %d, 1, count + 1),
               window_ends_at = IF(window_ends_at <= %d, VALUES(window_ends_at), window_ends_at)",
            self::hash($limit, $key),
            $now + $window,
            $now,
            $now,
        ));
        // Ended windows are refused nothing: a few go with each new count, so the table stays small.
        $wpdb->query($wpdb->prepare("DELETE FROM {$table} WHERE window_ends_at <= %d LIMIT 20", $now));
    }

    /** Forgets `$key`'s count (a correct password ends the account's failures). */
    public static function reset(string $limit, string $key): void
    {
        global $wpdb;
        $wpdb->delete(Schema::tables()['limits'], ['key_hash' => self::hash($limit, $key)], ['%s']);
    }

    /** @return array{count: string|int, window_ends_at: string|int}|null */
    private static function row(string $limit, string $key): ?array
    {
        global $wpdb;
        $table = Schema::tables()['limits'];
        $row = $wpdb->get_row($wpdb->prepare(
            "SELECT count, window_ends_at FROM {$table} WHERE key_hash = %s",
            self::hash($limit, $key),
        ), ARRAY_A);
        return is_array($row) ? $row : null;
    }

    private static function hash(string $limit, string $key): string
    {
        return hash('sha256', $limit . '|' . strtolower($key));
    }
}
