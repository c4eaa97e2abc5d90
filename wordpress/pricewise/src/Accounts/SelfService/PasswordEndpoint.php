<?php

declare(strict_types=1);

namespace Pricewise\Accounts\SelfService;

use Pricewise\Accounts\LoginGuard;
use Pricewise\Accounts\Mail\AccountMailer;
use Pricewise\Accounts\RestAnswer;
use Pricewise\Accounts\Rules\LinkToken;
use Pricewise\Accounts\Store\AccountState;
use Pricewise\Accounts\Store\LinkTokens;
use Pricewise\Accounts\Store\RateLimiter;
use Pricewise\Accounts\TokenStore;
use WP_REST_Request;
use WP_REST_Response;
use WP_User;

/**
 * Forgotten and changed passwords:
 * - `POST pricewise/v1/password/forgot` (site only): 202 whether or not the address has an account;
 *   an account gets a reset link valid once, for an hour.
 * - `POST pricewise/v1/password/reset` (site only): the link's token and a new password; every
 *   token of the account ends, and the address counts as confirmed (the link reached it).
 * - `POST pricewise/v1/account/password` (the shopper's token): the current password (or, for an
 *   account without one, a fresh provider sign-in) and a new one; every other session ends.
 */
final class PasswordEndpoint
{
    public static function forgot(WP_REST_Request $request): WP_REST_Response
    {
        $params = Params::read($request, ['email'], ['locale']);
        if ($params instanceof WP_REST_Response) {
            return $params;
        }
        $wait = SignupEndpoint::limit($request, 'forgot', $params['email']);
        if ($wait !== null) {
            return $wait;
        }
        $known = AccountState::userByEmail($params['email']);
        if ($known !== null) {
            AccountMailer::link('reset', $known, $params['locale']);
        }
        return Answers::accepted();
    }

    public static function reset(WP_REST_Request $request): WP_REST_Response
    {
        $params = Params::read($request, ['token', 'password']);
        if ($params instanceof WP_REST_Response) {
            return $params;
        }
        $wait = RateLimiter::take([['link:client', Caller::client($request)]]);
        if ($wait !== null) {
            return Answers::tooManyRequests($wait);
        }
        $token = $params['token'];
        if (!LinkToken::isSigned(AccountMailer::key(), 'reset', $token)) {
            return Answers::link('invalid');
        }
        [$outcome] = LinkTokens::check($token, 'reset', time());
        if ($outcome !== 'valid') {
            return Answers::link($outcome);
        }
        // A weak password leaves the link unused, so the shopper can try a better one.
        $weak = SignupEndpoint::weakness($params['password']);
        if ($weak !== null) {
            return $weak;
        }
        [$outcome, $userId] = LinkTokens::redeem($token, 'reset', time());
        if ($outcome !== 'valid' || !get_userdata((int) $userId) instanceof WP_User) {
            return Answers::link($outcome === 'valid' ? 'invalid' : $outcome);
        }
        wp_set_password($params['password'], (int) $userId);
        TokenStore::revokeAll((int) $userId);
        AccountState::passwordSet((int) $userId);
        AccountState::markVerified((int) $userId);
        return RestAnswer::ok(['status' => 'password_changed']);
    }

    public static function change(WP_REST_Request $request): WP_REST_Response
    {
        $shopper = Caller::shopper($request);
        if ($shopper === null) {
            return RestAnswer::notLoggedIn();
        }
        $params = Params::read($request, ['newPassword'], ['currentPassword']);
        if ($params instanceof WP_REST_Response) {
            return $params;
        }
        $user = get_userdata($shopper['userId']);
        if (!$user instanceof WP_User) {
            return RestAnswer::notLoggedIn();
        }
        if (AccountState::hasPassword($user->ID)) {
            $current = $params['currentPassword'] ?? null;
            $refused = $current === null ? Answers::reauthenticationRequired() : self::checkPassword($user, $current);
            if ($refused !== null) {
                return $refused;
            }
        } elseif (!Caller::isFreshProviderSignIn($user->ID, $shopper['token'])) {
            return Answers::reauthenticationRequired();
        }
        $weak = SignupEndpoint::weakness($params['newPassword']);
        if ($weak !== null) {
            return $weak;
        }
        wp_set_password($params['newPassword'], $shopper['userId']);
        TokenStore::revokeAllExcept($shopper['userId'], $shopper['token']);
        AccountState::passwordSet($shopper['userId']);
        return RestAnswer::ok(['status' => 'password_changed']);
    }

    /**
     * Null when `$password` is the account's; otherwise 403 `incorrect_password`, counted as a failed
     * sign-in of the account, so its lock (429) applies.
     */
    public static function checkPassword(WP_User $user, string $password): ?WP_REST_Response
    {
        $retryAfter = LoginGuard::retryAfter($user->user_login);
        if ($retryAfter !== null) {
            return Answers::tooManyLoginAttempts($retryAfter);
        }
        if (!AccountState::hasPassword($user->ID) || !wp_check_password($password, $user->user_pass, $user->ID)) {
            (new LoginGuard())->recordFailure($user->user_login);
            return Answers::incorrectPassword();
        }
        return null;
    }
}
