<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

use Pricewise\Accounts\Store\AccountState;

/**
 * Issues, checks and revokes shoppers' access tokens for the `pricewise/v1` endpoints. The ledger
 * lives in user meta, so deleting the account ends its tokens with it.
 */
final class TokenStore
{
    public const META_KEY = 'pricewise_token_hashes';
    /** The newest provider sign-in's token hash and time, so it can stand in for the password. */
    public const PROVIDER_SIGNIN_KEY = 'pricewise_provider_signin';
    /** Matches the site's session length, so a signed-in shopper is never half signed out. */
    public const LIFETIME_SECONDS = 30 * DAY_IN_SECONDS;

    public function register(): void
    {
        // A new password ends every session of the shop, as it does WordPress's own; an account that
        // signed in through a provider only now has a password of its own.
        add_action('after_password_reset', static function (\WP_User $user): void {
            self::revokeAll($user->ID);
            AccountState::passwordSet($user->ID);
        });
        add_action('profile_update', static function (int $userId, \WP_User $before): void {
            $after = get_userdata($userId);
            if ($after instanceof \WP_User && $after->user_pass !== $before->user_pass) {
                self::revokeAll($userId);
                AccountState::passwordSet($userId);
            }
        }, 10, 2);
    }

    /**
     * A new token; `$method` says how the shopper signed in (password, provider, link).
     *
     * @return array{token: string, expiresAt: int}
     */
    public static function issue(int $userId, string $method = 'password'): array
    {
        $now = time();
        $expiresAt = $now + self::lifetime($userId);
        $token = self::codec()->encode($userId, $expiresAt, random_bytes(TokenCodec::ID_BYTES));
        $ledger = get_user_meta($userId, self::META_KEY, true);
        $ledger = TokenLedger::withToken(is_array($ledger) ? $ledger : [], TokenLedger::hash($token), $expiresAt, $now);
        update_user_meta($userId, self::META_KEY, $ledger);
        if ($method === 'provider') {
            update_user_meta($userId, self::PROVIDER_SIGNIN_KEY, ['hash' => TokenLedger::hash($token), 'at' => $now]);
        }
        return ['token' => $token, 'expiresAt' => $expiresAt];
    }

    /**
     * The user a token belongs to, or null: bad signature, expired, revoked, or the user is gone.
     */
    public static function userIdOf(string $token): ?int
    {
        $now = time();
        $claims = self::codec()->claims($token, $now);
        if ($claims === null || !get_userdata($claims['userId'])) {
            return null;
        }
        $ledger = get_user_meta($claims['userId'], self::META_KEY, true);
        return TokenLedger::isLive($ledger, TokenLedger::hash($token), $now) ? $claims['userId'] : null;
    }

    /** Signs the user out of the shop everywhere. */
    public static function revokeAll(int $userId): void
    {
        delete_user_meta($userId, self::META_KEY);
        delete_user_meta($userId, self::PROVIDER_SIGNIN_KEY);
    }

    /** Ends the one session of `$token` (signing out on the site). */
    public static function revoke(int $userId, string $token): void
    {
        $ledger = get_user_meta($userId, self::META_KEY, true);
        if (is_array($ledger)) {
            unset($ledger[TokenLedger::hash($token)]);
            update_user_meta($userId, self::META_KEY, $ledger);
        }
    }

    /** Signs the user out of the shop everywhere but the session of `$keep`. */
    public static function revokeAllExcept(int $userId, string $keep): void
    {
        $ledger = get_user_meta($userId, self::META_KEY, true);
        $hash = TokenLedger::hash($keep);
        $kept = is_array($ledger) && is_int($ledger[$hash] ?? null) ? [$hash => $ledger[$hash]] : [];
        update_user_meta($userId, self::META_KEY, $kept);
    }

    /** When `$token` was issued (its expiry less the lifetime it was given), or null when it is not live. */
    public static function issuedAt(int $userId, string $token): ?int
    {
        $ledger = get_user_meta($userId, self::META_KEY, true);
        $expiresAt = is_array($ledger) ? ($ledger[TokenLedger::hash($token)] ?? null) : null;
        return is_int($expiresAt) ? $expiresAt - self::lifetime($userId) : null;
    }

    /** When `$token` was issued by a provider sign-in (the newest one), else null. */
    public static function providerSignInTime(int $userId, string $token): ?int
    {
        $signIn = get_user_meta($userId, self::PROVIDER_SIGNIN_KEY, true);
        if (!is_array($signIn) || !is_string($signIn['hash'] ?? null) || !is_int($signIn['at'] ?? null)) {
            return null;
        }
        return hash_equals($signIn['hash'], TokenLedger::hash($token)) ? $signIn['at'] : null;
    }

    private static function lifetime(int $userId): int
    {
        return max(60, (int) apply_filters('pricewise_access_token_lifetime', self::LIFETIME_SECONDS, $userId));
    }

    private static function codec(): TokenCodec
    {
        // A key of its own, derived from the site's secret salts: changing them voids every token.
        return new TokenCodec(hash_hmac('sha256', 'pricewise-access-token-v1', wp_salt('auth')));
    }
}
