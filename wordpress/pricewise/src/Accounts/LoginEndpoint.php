<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

use Pricewise\Accounts\SelfService\Answers;
use Pricewise\Accounts\SelfService\Caller;
use Pricewise\Accounts\SelfService\Params;
use Pricewise\Accounts\Store\AccountState;
use Pricewise\Settings;
use WP_REST_Request;
use WP_REST_Response;
use WP_User;

/**
 * `POST pricewise/v1/login`, body `{ username, password }`: the site's sign-in checks a shopper's
 * password here, so the site never stores passwords. Only the site's server knows the FaustWP
 * secret, so only it may call. Only shoppers sign in here (ShopSignIn). The password travels in
 * the body only.
 */
final class LoginEndpoint
{
    /** FaustWP's own check: a non-empty `x-faustwp-secret` equal to its secret key. */
    public static function hasFaustSecret(WP_REST_Request $request): bool
    {
        $presented = $request->get_header('x-faustwp-secret');
        $secret = Settings::faustSecret();
        return is_string($presented) && $presented !== '' && $secret !== '' && hash_equals($secret, $presented);
    }

    public static function handle(WP_REST_Request $request): WP_REST_Response
    {
        $body = Params::body($request);
        $missing = array_values(array_filter(['username', 'password'], static fn (string $name): bool => !array_key_exists($name, $body)));
        if ($missing !== []) {
            return RestAnswer::missingParams($missing);
        }
        $problems = [];
        if (!is_string($body['username']) || trim($body['username']) === '' || strlen($body['username']) > 200) {
            $problems['username'] = 'username must be a non-empty string of at most 200 characters.';
        }
        if (!is_string($body['password']) || $body['password'] === '' || strlen($body['password']) > 4096) {
            $problems['password'] = 'password must be a non-empty string of at most 4096 characters.';
        }
        if ($problems !== []) {
            return RestAnswer::invalidParams($problems);
        }
        $login = trim($body['username']);

        // Shoppers only, failures counted per account and per client address (ShopSignIn).
        [$outcome, $user] = ShopSignIn::check($login, $body['password'], Caller::client($request));
        if ($outcome === 'throttled') {
            return Answers::tooManyLoginAttempts($user);
        }
        if ($outcome !== 'ok') {
            return RestAnswer::error(401, 'invalid_credentials', 'Incorrect username or password.');
        }
        $token = TokenStore::issue($user->ID);
        return RestAnswer::ok([
            'user' => self::accountUser($user),
            'accessToken' => $token['token'],
            'accessTokenExpiration' => $token['expiresAt'],
        ]);
    }

    /**
     * A user as the accounts endpoints show them to the user themselves: never the password hash.
     *
     * @return array{id: int, name: string, email: string, role: string, avatarUrl: string, emailVerified: bool}
     */
    public static function accountUser(WP_User $user): array
    {
        return [
            'id' => $user->ID,
            'name' => $user->display_name,
            'email' => $user->user_email,
            'role' => (string) (array_values($user->roles)[0] ?? ''),
            'avatarUrl' => (string) get_avatar_url($user->ID),
            'emailVerified' => AccountState::isVerified($user->ID),
        ];
    }
}
