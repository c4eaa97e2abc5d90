<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

/**
 * The byte format of a shopper's access token: base64url(version ‖ user id ‖ expiry ‖ random id ‖
 * HMAC-SHA256 of the rest). The signature makes a forged or altered token fail before any lookup;
 * the server also keeps a hash of every live token (see TokenLedger), so tokens can be revoked.
 */
final class TokenCodec
{
    private const VERSION = 1;
    public const ID_BYTES = 16;
    private const PAYLOAD_BYTES = 1 + 4 + 4 + self::ID_BYTES;
    private const MAC_BYTES = 32;

    public function __construct(private readonly string $key)
    {
        if ($key === '') {
            throw new \InvalidArgumentException('The token key must not be empty.');
        }
    }

    public function encode(int $userId, int $expiresAt, string $randomId): string
    {
        if ($userId < 1 || $userId > 0xFFFFFFFF || $expiresAt < 1 || $expiresAt > 0xFFFFFFFF) {
            throw new \InvalidArgumentException('User id and expiry must fit in 32 bits.');
        }
        if (strlen($randomId) !== self::ID_BYTES) {
            throw new \InvalidArgumentException('The random id must be ' . self::ID_BYTES . ' bytes.');
        }
        $payload = pack('CNN', self::VERSION, $userId, $expiresAt) . $randomId;
        return self::base64url($payload . hash_hmac('sha256', $payload, $this->key, true));
    }

    /**
     * The claims of a well-formed token signed with this key that has not expired at `$now`;
     * null for anything else.
     *
     * @return array{userId: int, expiresAt: int}|null
     */
    public function claims(string $token, int $now): ?array
    {
        if (preg_match('/^[A-Za-z0-9_-]{1,200}$/', $token) !== 1) {
            return null;
        }
        $bytes = base64_decode(strtr($token, '-_', '+/'), true);
        // Only the exact encoding counts: a decoder may ignore stray trailing characters.
        if ($bytes === false || strlen($bytes) !== self::PAYLOAD_BYTES + self::MAC_BYTES || self::base64url($bytes) !== $token) {
            return null;
        }
        $payload = substr($bytes, 0, self::PAYLOAD_BYTES);
        $mac = substr($bytes, self::PAYLOAD_BYTES);
        if (!hash_equals(hash_hmac('sha256', $payload, $this->key, true), $mac)) {
            return null;
        }
        /** @var array{version: int, userId: int, expiresAt: int} $fields */
        $fields = unpack('Cversion/NuserId/NexpiresAt', $payload);
        if ($fields['version'] !== self::VERSION || $fields['expiresAt'] <= $now) {
            return null;
        }
        return ['userId' => $fields['userId'], 'expiresAt' => $fields['expiresAt']];
    }

    private static function base64url(string $bytes): string
    {
        return rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
    }
}
