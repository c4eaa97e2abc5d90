<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Store;

use Pricewise\Accounts\Rules\LinkToken;

/**
 * The links account emails carry, stored only as hashes with their purpose, expiry and use.
 */
final class LinkTokens
{
    /** Stores a new link; the account's unused older links of the same purpose stop working. */
    public static function store(string $token, int $userId, string $purpose, int $now): void
    {
        global $wpdb;
        $table = Schema::tables()['links'];
        // Expired links are refused anyway; a week's grace keeps "expired" answerable for a while.
        $wpdb->query($wpdb->prepare("DELETE FROM {$table} WHERE expires_at < %d", $now - 7 * DAY_IN_SECONDS));
        $wpdb->query($wpdb->prepare(
            "UPDATE {$table} SET used_at = %d WHERE user_id = %d AND purpose = %s AND used_at IS NULL",
            $now,
            $userId,
            $purpose,
        ));
        $wpdb->insert($table, [
            'token_hash' => LinkToken::hash($token),
            'user_id' => $userId,
            'purpose' => $purpose,
            'created_at' => $now,
            'expires_at' => $now + LinkToken::LIFETIMES[$purpose],
        ], ['%s', '%d', '%s', '%d', '%d']);
    }

    /**
     * What the link is, without using it: ['valid', userId], or ['invalid'|'expired'|'used', null].
     *
     * @return array{0: string, 1: int|null}
     */
    public static function check(string $token, string $purpose, int $now): array
    {
        global $wpdb;
        $table = Schema::tables()['links'];
        $row = $wpdb->get_row($wpdb->prepare(
            "SELECT user_id, expires_at, used_at FROM {$table} WHERE token_hash = %s AND purpose = %s",
            LinkToken::hash($token),
            $purpose,
        ), ARRAY_A);
        if (!is_array($row)) {
            return ['invalid', null];
        }
        if ($row['used_at'] !== null) {
            return ['used', null];
        }
        if ((int) $row['expires_at'] < $now) {
            return ['expired', null];
        }
        return ['valid', (int) $row['user_id']];
    }

    /**
     * Uses the link once: of any number of racing calls, only the one whose update changed the
     * row gets 'valid'.
     *
     * @return array{0: string, 1: int|null}
     */
    public static function redeem(string $token, string $purpose, int $now): array
    {
        global $wpdb;
        [$outcome, $userId] = self::check($token, $purpose, $now);
        if ($outcome !== 'valid') {
            return [$outcome, null];
        }
        $changed = $wpdb->query($wpdb->prepare(
            'UPDATE ' . Schema::tables()['links'] . ' SET used_at = %d WHERE token_hash = %s AND used_at IS NULL',
            $now,
            LinkToken::hash($token),
        ));
        return $changed === 1 ? ['valid', $userId] : ['used', null];
    }

    /** For tests and tools: ages every link of a user past its expiry. */
    public static function expireAllOf(int $userId): void
    {
        global $wpdb;
        $table = Schema::tables()['links'];
        $wpdb->query($wpdb->prepare("UPDATE {$table} SET expires_at = %d WHERE user_id = %d", time() - 1, $userId));
    }
}
