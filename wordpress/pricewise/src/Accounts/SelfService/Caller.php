<?php

declare(strict_types=1);

namespace Pricewise\Accounts\SelfService;

use Pricewise\Accounts\SavedProductRules;
use Pricewise\Accounts\TokenStore;
use WP_REST_Request;

/**
 * Who is calling a self-service route: the shopper a bearer token names, and the client address
 * the site's server names in `X-Pricewise-Client-Ip` (else the caller's own).
 */
final class Caller
{
    /** A provider sign-in this recent stands in for the password. */
    public const FRESH_SIGN_IN_SECONDS = 600;

    /**
     * The shopper and their token, or null (the route answers rest_not_logged_in).
     *
     * @return array{userId: int, token: string}|null
     */
    public static function shopper(WP_REST_Request $request): ?array
    {
        $token = SavedProductRules::bearerToken($request->get_header('authorization'));
        $userId = $token === null ? null : TokenStore::userIdOf($token);
        return $userId === null ? null : ['userId' => $userId, 'token' => $token];
    }

    public static function client(WP_REST_Request $request): string
    {
        // Only the site's server (which holds FaustWP's secret) may name the shopper's address.
        $named = trim((string) $request->get_header('x-pricewise-client-ip'));
        if ($named !== '' && strlen($named) <= 100 && \Pricewise\Accounts\LoginEndpoint::hasFaustSecret($request)) {
            return $named;
        }
        return isset($_SERVER['REMOTE_ADDR']) ? (string) $_SERVER['REMOTE_ADDR'] : 'unknown';
    }

    /** Whether the token came from any sign-in (password, provider, email link) of the last ten minutes. */
    public static function isFreshSignIn(int $userId, string $token): bool
    {
        $issuedAt = TokenStore::issuedAt($userId, $token);
        return $issuedAt !== null && time() - $issuedAt <= self::FRESH_SIGN_IN_SECONDS;
    }

    /** Whether the token came from a provider sign-in of the last ten minutes. */
    public static function isFreshProviderSignIn(int $userId, string $token): bool
    {
        $issuedAt = TokenStore::providerSignInTime($userId, $token);
        return $issuedAt !== null && time() - $issuedAt <= self::FRESH_SIGN_IN_SECONDS;
    }
}
