<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Rules;

/**
 * The single-use links in account emails (verify an address, reset a password), in the local
 * backend's format: `base64url(24 random bytes) "." base64url(first 16 bytes of
 * HMAC-SHA256(key, purpose "." id))`. The signature turns away an altered or made-up link before
 * any lookup; only a SHA-256 hash of the whole token is stored.
 */
final class LinkToken
{
    public const LIFETIMES = ['verify' => 86400, 'reset' => 3600];

    private const ID_BYTES = 24;
    private const MAC_BYTES = 16;

    public static function create(string $key, string $purpose, string $randomId): string
    {
        if (strlen($randomId) !== self::ID_BYTES) {
            throw new \InvalidArgumentException('The random id must be ' . self::ID_BYTES . ' bytes.');
        }
        $id = self::base64url($randomId);
        return $id . '.' . self::base64url(self::mac($key, $purpose, $id));
    }

    public static function isSigned(string $key, string $purpose, string $token): bool
    {
        if (preg_match('/^([A-Za-z0-9_-]{32})\.([A-Za-z0-9_-]{22})$/D', $token, $match) !== 1) {
            return false;
        }
        $given = base64_decode(strtr($match[2], '-_', '+/'), true);
        return $given !== false && self::base64url($given) === $match[2] && hash_equals(self::mac($key, $purpose, $match[1]), $given);
    }

    public static function hash(string $token): string
    {
        return hash('sha256', $token);
    }

    private static function mac(string $key, string $purpose, string $id): string
    {
        return substr(hash_hmac('sha256', $purpose . '.' . $id, $key, true), 0, self::MAC_BYTES);
    }

    private static function base64url(string $bytes): string
    {
        return rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
    }
}
