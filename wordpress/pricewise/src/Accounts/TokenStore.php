<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

/**
 * Issues, checks and revokes shoppers' access tokens for the `pricewise/v1` endpoints. The ledger
 * lives in user meta, so deleting the account ends its tokens with it.
 */
final class TokenStore
{
    public const META_KEY = 'pricewise_token_hashes';
    /** Matches the site's session length, so a signed-in shopper is never half signed out. */
    public const LIFETIME_SECONDS = 30 * DAY_IN_SECONDS;

    public function register(): void
    {
        // A new password ends every session of the shop, as it does WordPress's own.
        add_action('after_password_reset', static fn (\WP_User $user) => self::revokeAll($user->ID));
        add_action('profile_update', static function (int $userId, \WP_User $before): void {
            $after = get_userdata($userId);
            if ($after instanceof \WP_User && $after->user_pass !== $before->user_pass) {
                self::revokeAll($userId);
            }
        }, 10, 2);
    }

    /**
     * @return array{token: string, expiresAt: int}
     */
    public static function issue(int $userId): array
    {
        $now = time();
        $lifetime = (int) apply_filters('pricewise_access_token_lifetime', self::LIFETIME_SECONDS, $userId);
        $expiresAt = $now + max(60, $lifetime);
        $token = self::codec()->encode($userId, $expiresAt, random_bytes(TokenCodec::ID_BYTES));
        $ledger = get_user_meta($userId, self::META_KEY, true);
        $ledger = TokenLedger::withToken(is_array($ledger) ? $ledger : [], TokenLedger::hash($token), $expiresAt, $now);
        update_user_meta($userId, self::META_KEY, $ledger);
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
    }

    private static function codec(): TokenCodec
    {
        // A key of its own, derived from the site's secret salts: changing them voids every token.
        return new TokenCodec(hash_hmac('sha256', 'pricewise-access-token-v1', wp_salt('auth')));
    }
}
