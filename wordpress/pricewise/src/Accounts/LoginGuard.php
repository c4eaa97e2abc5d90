<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

use WP_Error;
use WP_User;

/**
 * Applies LoginThrottle to every password check WordPress makes: the shop's sign-in, the login
 * form, XML-RPC. Failures are kept in transients that expire with the window.
 */
final class LoginGuard
{
    public const THROTTLED = 'too_many_login_attempts';

    public function register(): void
    {
        // After WordPress's own checks (priority 20), so a locked account is refused whatever they found.
        add_filter('authenticate', [$this, 'refuseThrottled'], 99, 2);
        add_action('wp_login_failed', [$this, 'recordFailure'], 10, 2);
        add_action('wp_login', [$this, 'recordSuccess'], 10, 2);
    }

    public function refuseThrottled(mixed $user, mixed $login): mixed
    {
        if (!is_string($login) || trim($login) === '') {
            return $user;
        }
        $retryAfter = self::retryAfter($login);
        if ($retryAfter === null) {
            return $user;
        }
        return new WP_Error(self::THROTTLED, LoginThrottle::message($retryAfter), [
            'status' => 429,
            'retryAfter' => $retryAfter,
        ]);
    }

    public function recordFailure(mixed $login, mixed $error = null): void
    {
        // A refusal because of the lock is not another guess.
        if (!is_string($login) || ($error instanceof WP_Error && $error->get_error_code() === self::THROTTLED)) {
            return;
        }
        $key = self::transientKey($login);
        $failures = LoginThrottle::afterFailure(get_transient($key), time());
        set_transient($key, $failures, LoginThrottle::WINDOW_SECONDS);
    }

    public function recordSuccess(mixed $login, mixed $user = null): void
    {
        if (is_string($login)) {
            delete_transient(self::transientKey($login));
        }
    }

    public static function retryAfter(string $login): ?int
    {
        return LoginThrottle::retryAfter(get_transient(self::transientKey($login)), time());
    }

    private static function transientKey(string $login): string
    {
        $user = self::userOf($login);
        return 'pricewise_login_' . md5(LoginThrottle::accountKey($user?->ID, $login));
    }

    /** The user a login names, as wp_authenticate finds them: by username, else by email. */
    private static function userOf(string $login): ?WP_User
    {
        $login = trim($login);
        $user = get_user_by('login', sanitize_user($login));
        if (!$user && is_email($login)) {
            $user = get_user_by('email', $login);
        }
        return $user instanceof WP_User ? $user : null;
    }
}
