<?php

declare(strict_types=1);

namespace Pricewise\Accounts\SelfService;

use Pricewise\Accounts\Mail\AccountMailer;
use Pricewise\Accounts\RestAnswer;
use Pricewise\Accounts\Rules\AccountInput;
use Pricewise\Accounts\Store\AccountState;
use Pricewise\Accounts\Store\ProviderLinks;
use WP_REST_Request;
use WP_REST_Response;
use WP_User;

/**
 * Identity providers (OpenID Connect: an issuer and its subject), for the site's next-auth:
 * - `POST pricewise/v1/provider/login` (site only): the linked account signs in (200); a new
 *   subject with a new address opens an account without a password (201); an address that already
 *   has an account is 409 `account_not_linked` (sign in with the password, then link).
 * - `POST pricewise/v1/provider/link` (the shopper's token and the site's secret: the site vouches
 *   for the subject) and `POST pricewise/v1/provider/unlink` (the token): never the last way in.
 */
final class ProviderEndpoint
{
    public static function login(WP_REST_Request $request): WP_REST_Response
    {
        $optional = ['email', 'emailVerified', 'name', 'locale'];
        $params = Params::read($request, ['issuer', 'subject'], $optional, ['name' => 'providerName']);
        if ($params instanceof WP_REST_Response) {
            return $params;
        }
        $owner = ProviderLinks::ownerOf($params['issuer'], $params['subject']);
        $ownerUser = $owner === null ? false : get_userdata($owner);
        if ($ownerUser instanceof WP_User) {
            return Answers::signedIn($ownerUser, 'provider');
        }
        $email = $params['email'] ?? null;
        if ($email === null) {
            return RestAnswer::error(400, 'provider_email_required', 'The identity provider did not share an email address.');
        }
        // An address the provider has not verified could be anyone's: no account is opened for it.
        if (($params['emailVerified'] ?? false) !== true) {
            return RestAnswer::error(400, 'provider_email_unverified', 'The identity provider has not verified this email address.');
        }
        if (AccountState::userByEmail($email) !== null) {
            return RestAnswer::error(
                409,
                'account_not_linked',
                'An account with this email address already exists. '
                . 'Sign in with its password, then link the provider on your account page.',
            );
        }
        $user = AccountState::createShopper([
            'email' => $email,
            'name' => AccountInput::name($params['name'] ?? '') ?? AccountInput::name(explode('@', $email)[0]) ?? 'Shopper',
            'locale' => $params['locale'],
            'verified' => true,
            'password' => null,
        ]);
        if ($user === null || !ProviderLinks::link($user->ID, $params['issuer'], $params['subject'], time())) {
            return RestAnswer::error(500, 'pricewise_signup_failed', 'The account could not be created.');
        }
        return Answers::signedIn($user, 'provider', 201);
    }

    public static function link(WP_REST_Request $request): WP_REST_Response
    {
        $shopper = Caller::shopper($request);
        if ($shopper === null) {
            return RestAnswer::notLoggedIn();
        }
        $params = Params::read($request, ['issuer', 'subject']);
        if ($params instanceof WP_REST_Response) {
            return $params;
        }
        // Linking adds a way in: only a session that proved who it is in the last 10 minutes.
        if (!Caller::isFreshSignIn($shopper['userId'], $shopper['token'])) {
            return Answers::reauthenticationRequired();
        }
        $owner = ProviderLinks::ownerOf($params['issuer'], $params['subject']);
        if ($owner !== $shopper['userId']) {
            $linked = $owner === null
                && !ProviderLinks::hasIssuer($shopper['userId'], $params['issuer'])
                && ProviderLinks::link($shopper['userId'], $params['issuer'], $params['subject'], time());
            if (!$linked) {
                return RestAnswer::error(409, 'provider_already_linked', 'This provider sign-in is already linked to an account.');
            }
            $user = get_userdata($shopper['userId']);
            if ($user instanceof WP_User) {
                AccountMailer::providerLinked($user, AccountState::locale($user->ID));
            }
        }
        return RestAnswer::ok(['providers' => ProviderLinks::list($shopper['userId'])]);
    }

    public static function unlink(WP_REST_Request $request): WP_REST_Response
    {
        $shopper = Caller::shopper($request);
        if ($shopper === null) {
            return RestAnswer::notLoggedIn();
        }
        $params = Params::read($request, ['issuer']);
        if ($params instanceof WP_REST_Response) {
            return $params;
        }
        $userId = $shopper['userId'];
        if (ProviderLinks::hasIssuer($userId, $params['issuer'])) {
            $ways = count(ProviderLinks::list($userId)) + (AccountState::hasPassword($userId) ? 1 : 0);
            if ($ways <= 1) {
                return RestAnswer::error(
                    409,
                    'last_sign_in_method',
                    'This is the only way to sign in to the account. Set a password before unlinking it.',
                );
            }
            ProviderLinks::unlink($userId, $params['issuer']);
        }
        return RestAnswer::ok(['providers' => ProviderLinks::list($userId)]);
    }
}
