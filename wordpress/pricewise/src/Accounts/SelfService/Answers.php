<?php

declare(strict_types=1);

namespace Pricewise\Accounts\SelfService;

use Pricewise\Accounts\LoginEndpoint;
use Pricewise\Accounts\RestAnswer;
use Pricewise\Accounts\Rules\RateWindow;
use Pricewise\Accounts\TokenStore;
use WP_REST_Response;
use WP_User;

/**
 * The self-service answers the contract words exactly (the local backend's, word for word).
 */
final class Answers
{
    public static function accepted(): WP_REST_Response
    {
        return new WP_REST_Response(['status' => 'check_email'], 202, ['Cache-Control' => RestAnswer::NO_STORE]);
    }

    public static function tooManyRequests(int $retryAfter): WP_REST_Response
    {
        return RestAnswer::error(429, 'too_many_requests', 'Too many requests. Try again in ' . RateWindow::minutes($retryAfter) . '.', [
            'retryAfter' => $retryAfter,
        ], ['Retry-After' => (string) $retryAfter]);
    }

    public static function tooManyLoginAttempts(int $retryAfter): WP_REST_Response
    {
        $message = 'Too many failed login attempts. Try again in ' . RateWindow::minutes($retryAfter) . '.';
        return RestAnswer::error(429, 'too_many_login_attempts', $message, [
            'retryAfter' => $retryAfter,
        ], ['Retry-After' => (string) $retryAfter]);
    }

    public static function weakPassword(string $reason): WP_REST_Response
    {
        $message = $reason === 'too_short'
            ? 'The password must be at least 10 characters long.'
            : 'This password is too common. Choose one that is harder to guess.';
        return RestAnswer::error(400, 'weak_password', $message, ['reason' => $reason]);
    }

    public static function link(string $outcome): WP_REST_Response
    {
        return match ($outcome) {
            'expired' => RestAnswer::error(410, 'expired_link', 'This link has expired.'),
            'used' => RestAnswer::error(410, 'used_link', 'This link has already been used.'),
            default => RestAnswer::error(400, 'invalid_link', 'This link is not valid.'),
        };
    }

    public static function incorrectPassword(): WP_REST_Response
    {
        return RestAnswer::error(403, 'incorrect_password', 'The current password is not correct.');
    }

    public static function reauthenticationRequired(): WP_REST_Response
    {
        return RestAnswer::error(
            403,
            'reauthentication_required',
            'Confirm it is you: give your password, or sign in with your identity provider again.',
        );
    }

    /** The contract's sign-in answer, with a new token of the given method. */
    public static function signedIn(WP_User $user, string $method, int $status = 200): WP_REST_Response
    {
        $token = TokenStore::issue($user->ID, $method);
        return new WP_REST_Response([
            'user' => LoginEndpoint::accountUser($user),
            'accessToken' => $token['token'],
            'accessTokenExpiration' => $token['expiresAt'],
        ], $status, ['Cache-Control' => RestAnswer::NO_STORE]);
    }
}
