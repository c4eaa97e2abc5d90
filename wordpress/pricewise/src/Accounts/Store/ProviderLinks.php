<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Store;

/**
 * Identity-provider subjects (OpenID Connect `iss` + `sub`) linked to accounts. The subject is
 * kept as a hash with its issuer: it is only ever looked up, never shown.
 */
final class ProviderLinks
{
    public static function ownerOf(string $issuer, string $subject): ?int
    {
        global $wpdb;
        $owner = $wpdb->get_var($wpdb->prepare(
            'SELECT user_id FROM ' . Schema::tables()['providers'] . ' WHERE subject_hash = %s',
            self::subjectHash($issuer, $subject),
        ));
        return $owner === null ? null : (int) $owner;
    }

    public static function hasIssuer(int $userId, string $issuer): bool
    {
        global $wpdb;
        return $wpdb->get_var($wpdb->prepare(
            'SELECT 1 FROM ' . Schema::tables()['providers'] . ' WHERE user_id = %d AND issuer = %s',
            $userId,
            $issuer,
        )) !== null;
    }

    /** False when the subject or the account's link to that issuer already exists. */
    public static function link(int $userId, string $issuer, string $subject, int $now): bool
    {
        global $wpdb;
        $inserted = $wpdb->query($wpdb->prepare(
            'INSERT IGNORE INTO ' . Schema::tables()['providers'] . ' (issuer, subject_hash, user_id, linked_at) VALUES (%s, %s, %d, %d)',
            $issuer,
            self::subjectHash($issuer, $subject),
            $userId,
            $now,
        ));
        return $inserted === 1;
    }

    /**
     * @return list<array{issuer: string, linkedAt: string}>
     */
    public static function list(int $userId): array
    {
        global $wpdb;
        $rows = $wpdb->get_results($wpdb->prepare(
            'SELECT issuer, linked_at FROM ' . Schema::tables()['providers'] . ' WHERE user_id = %d ORDER BY linked_at, issuer',
            $userId,
        ), ARRAY_A);
        return array_map(
            static fn (array $row): array => [
                'issuer' => (string) $row['issuer'],
                'linkedAt' => gmdate('Y-m-d\TH:i:s.000\Z', (int) $row['linked_at']),
            ],
            is_array($rows) ? $rows : [],
        );
    }

    public static function unlink(int $userId, string $issuer): void
    {
        global $wpdb;
        $wpdb->delete(Schema::tables()['providers'], ['user_id' => $userId, 'issuer' => $issuer], ['%d', '%s']);
    }

    private static function subjectHash(string $issuer, string $subject): string
    {
        return hash('sha256', $issuer . "\n" . $subject);
    }
}
