<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

/**
 * The server's record of one user's live tokens: SHA-256 hashes (never the tokens) with their
 * expiry. A token counts only while its hash is here, so clearing the ledger signs the user out
 * everywhere, and a stolen copy of the stored hashes is no use as a token.
 */
final class TokenLedger
{
    /** Tokens kept per user; signing in on an 11th device ends the oldest session. */
    public const MAX_TOKENS = 10;

    public static function hash(string $token): string
    {
        return hash('sha256', $token);
    }

    /**
     * The ledger with a new token added, expired ones dropped, and at most MAX_TOKENS kept (the
     * newest: the ledger is in the order tokens were issued).
     *
     * @param array<string, int> $ledger hash => expiry (epoch seconds)
     * @return array<string, int>
     */
    public static function withToken(array $ledger, string $hash, int $expiresAt, int $now): array
    {
        $live = array_filter(self::valid($ledger), static fn (int $expiry): bool => $expiry > $now);
        unset($live[$hash]);
        $live[$hash] = $expiresAt;
        return array_slice($live, -self::MAX_TOKENS, null, true);
    }

    /**
     * @param mixed $ledger what was stored (anything unexpected counts as empty)
     */
    public static function isLive(mixed $ledger, string $hash, int $now): bool
    {
        $valid = self::valid($ledger);
        return isset($valid[$hash]) && $valid[$hash] > $now;
    }

    /** How many tokens are live: the account's shop sessions. */
    public static function liveCount(mixed $ledger, int $now): int
    {
        return count(array_filter(self::valid($ledger), static fn (int $expiry): bool => $expiry > $now));
    }

    /**
     * @return array<string, int>
     */
    private static function valid(mixed $ledger): array
    {
        if (!is_array($ledger)) {
            return [];
        }
        return array_filter(
            $ledger,
            static fn (mixed $expiry, mixed $hash): bool => is_string($hash) && is_int($expiry),
            ARRAY_FILTER_USE_BOTH,
        );
    }
}
