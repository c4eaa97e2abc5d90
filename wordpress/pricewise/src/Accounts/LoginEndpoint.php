<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

use Pricewise\Settings;
use WP_REST_Request;
use WP_REST_Response;
use WP_User;

/**
 * `POST pricewise/v1/login`, body `{ username, password }`: the site's sign-in checks a shopper's
 * password here, so the site never stores passwords. Only the site's server knows the FaustWP
 * secret, so only it may call. The password travels in the body only.
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
        $body = self::body($request);
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

        $retryAfter = LoginGuard::retryAfter($login);
        if ($retryAfter !== null) {
            return self::throttled($retryAfter);
        }
        // wp_authenticate runs WordPress's own checks (username or email), LoginGuard's lock, and
        // counts a failure through `wp_login_failed`.
        $user = wp_authenticate($login, $body['password']);
        if (is_wp_error($user)) {
            $data = $user->get_error_data();
            $retryAfter = is_array($data) && is_int($data['retryAfter'] ?? null) ? $data['retryAfter'] : null;
            return $retryAfter !== null && $user->get_error_code() === LoginGuard::THROTTLED
                ? self::throttled($retryAfter)
                : RestAnswer::error(401, 'invalid_credentials', 'Incorrect username or password.');
        }
        (new LoginGuard())->recordSuccess($login);
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
     * @return array{id: int, name: string, email: string, role: string, avatarUrl: string}
     */
    public static function accountUser(WP_User $user): array
    {
        return [
            'id' => $user->ID,
            'name' => $user->display_name,
            'email' => $user->user_email,
            'role' => (string) (array_values($user->roles)[0] ?? ''),
            'avatarUrl' => (string) get_avatar_url($user->ID),
        ];
    }

    /**
     * The JSON (or form) body when it is an object; anything else is no parameters, as WordPress
     * treats it. Query-string parameters never count: a password must not travel in a URL.
     *
     * @return array<string, mixed>
     */
    private static function body(WP_REST_Request $request): array
    {
        $json = $request->get_json_params();
        if (is_array($json)) {
            return array_is_list($json) && $json !== [] ? [] : $json;
        }
        $form = $request->get_body_params();
        return is_array($form) ? $form : [];
    }

    private static function throttled(int $retryAfter): WP_REST_Response
    {
        return RestAnswer::error(429, LoginGuard::THROTTLED, LoginThrottle::message($retryAfter), [
            'retryAfter' => $retryAfter,
        ], ['Retry-After' => (string) $retryAfter]);
    }
}
