<?php

declare(strict_types=1);

namespace Pricewise\Accounts\SelfService;

use Pricewise\Accounts\Mail\AccountMailer;
use Pricewise\Accounts\Mail\MailRequests;
use Pricewise\Accounts\RestAnswer;
use Pricewise\Accounts\Rules\LinkToken;
use Pricewise\Accounts\Store\AccountState;
use Pricewise\Accounts\Store\LinkTokens;
use Pricewise\Accounts\Store\ProviderLinks;
use Pricewise\Accounts\ShopSignIn;
use Pricewise\Accounts\Store\Limits;
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
 * - `POST pricewise/v1/password/reset/providers` (site only): the identity providers linked to the
 *   link's account, so the reset page can show them before the shopper chooses; the link stays unused.
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
        // Queued whoever asks: a shopper's address gets a reset link if WordPress's
        // `allow_password_reset` agrees; staff reset their passwords in WordPress.
        MailRequests::add('forgot', $params['email'], $params['locale']);
        return Answers::accepted();
    }

    public static function reset(WP_REST_Request $request): WP_REST_Response
    {
        $params = Params::read($request, ['token', 'password']);
        if ($params instanceof WP_REST_Response) {
            return $params;
        }
        $removeProviders = Params::body($request)['removeProviders'] ?? false;
        if (!is_bool($removeProviders)) {
            return RestAnswer::invalidParams(['removeProviders' => 'removeProviders must be a boolean.']);
        }
        $token = $params['token'];
        $checked = self::checkResetLink($request, $token);
        if ($checked instanceof WP_REST_Response) {
            return $checked;
        }
        // A weak password leaves the link unused, so the shopper can try a better one.
        $weak = SignupEndpoint::weakness($params['password']);
        if ($weak !== null) {
            return $weak;
        }
        [$outcome, $userId] = LinkTokens::redeem($token, 'reset', time());
        $user = $outcome === 'valid' ? get_userdata((int) $userId) : false;
        if (!$user instanceof WP_User || !AccountState::isShopper($user) || !self::mayReset($user)) {
            return Answers::link($outcome === 'valid' ? 'invalid' : $outcome);
        }
        // WordPress's own reset: `password_reset` before, `after_password_reset` after (which ends
        // every token of the shop, see TokenStore, and tells the administrator).
        reset_password($user, $params['password']);
        TokenStore::revokeAll($user->ID);
        AccountState::passwordSet($user->ID);
        AccountState::markVerified($user->ID);
        // Whoever linked a provider may not be the address's owner: the reset can take them all away.
        if ($removeProviders) {
            foreach (ProviderLinks::list($user->ID) as $link) {
                ProviderLinks::unlink($user->ID, $link['issuer']);
            }
        }
        return RestAnswer::ok(['status' => 'password_changed', 'providers' => ProviderLinks::list($user->ID)]);
    }

    /** A POST, though it changes nothing: the token is a secret, kept out of URLs and logs. */
    public static function resetProviders(WP_REST_Request $request): WP_REST_Response
    {
        $params = Params::read($request, ['token']);
        if ($params instanceof WP_REST_Response) {
            return $params;
        }
        $checked = self::checkResetLink($request, $params['token']);
        if ($checked instanceof WP_REST_Response) {
            return $checked;
        }
        return RestAnswer::ok(['providers' => ProviderLinks::list($checked->ID)]);
    }

    /**
     * The shopper a reset link would reset, after the link allowance the reset and its preview share;
     * otherwise the answer the reset gives (a link WordPress would not let reset counts as not valid).
     */
    private static function checkResetLink(WP_REST_Request $request, string $token): WP_User|WP_REST_Response
    {
        $wait = Limits::take([['link:client', Caller::client($request)]]);
        if ($wait !== null) {
            return Answers::tooManyRequests($wait);
        }
        if (!LinkToken::isSigned(AccountMailer::key(), 'reset', $token)) {
            return Answers::link('invalid');
        }
        [$outcome, $userId] = LinkTokens::check($token, 'reset', time());
        if ($outcome !== 'valid') {
            return Answers::link($outcome);
        }
        $user = get_userdata((int) $userId);
        if (!$user instanceof WP_User || !AccountState::isShopper($user) || !self::mayReset($user)) {
            return Answers::link('invalid');
        }
        return $user;
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
            $refused = $current === null
                ? Answers::reauthenticationRequired()
                : self::checkPassword($user, $current, Caller::client($request));
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
     * sign-in of the account and of the client address, so the shop's lock (429) applies.
     */
    public static function checkPassword(WP_User $user, string $password, string $client): ?WP_REST_Response
    {
        [$outcome, $wait] = ShopSignIn::check($user->user_login, $password, $client, $user->ID);
        if ($outcome === 'throttled') {
            return Answers::tooManyLoginAttempts($wait);
        }
        return $outcome === 'ok' ? null : Answers::incorrectPassword();
    }

    /** WordPress's `allow_password_reset`, as its own reset form asks it. */
    private static function mayReset(WP_User $user): bool
    {
        return apply_filters('allow_password_reset', true, $user->ID) === true;
    }
}
