<?php

declare(strict_types=1);

namespace Pricewise\Accounts\SelfService;

use Pricewise\Accounts\LoginEndpoint;
use Pricewise\Accounts\Mail\AccountMailer;
use Pricewise\Accounts\RestAnswer;
use Pricewise\Accounts\Rules\LinkToken;
use Pricewise\Accounts\Store\AccountState;
use Pricewise\Accounts\Store\LinkTokens;
use Pricewise\Accounts\Store\Limits;
use WP_REST_Request;
use WP_REST_Response;
use WP_User;

/**
 * `POST pricewise/v1/email/verify`, body `{ token, signIn? }`: the link of a verification email,
 * confirmed on the site's page with a button. It confirms the address, and signs the shopper in
 * only with `signIn: true` (the same browser started the sign-up); the link works once. An
 * altered or unknown link is 400 `invalid_link`, an expired or used one 410.
 */
final class EmailEndpoint
{
    public static function verify(WP_REST_Request $request): WP_REST_Response
    {
        $params = Params::read($request, ['token']);
        if ($params instanceof WP_REST_Response) {
            return $params;
        }
        $wait = Limits::take([['link:client', Caller::client($request)]]);
        if ($wait !== null) {
            return Answers::tooManyRequests($wait);
        }
        $signIn = Params::body($request)['signIn'] ?? false;
        if (!is_bool($signIn)) {
            return RestAnswer::invalidParams(['signIn' => 'signIn must be a boolean.']);
        }
        $token = $params['token'];
        if (!LinkToken::isSigned(AccountMailer::key(), 'verify', $token)) {
            return Answers::link('invalid');
        }
        [$outcome, $userId] = LinkTokens::redeem($token, 'verify', time());
        $user = $userId === null ? false : get_userdata($userId);
        if ($outcome !== 'valid' || !$user instanceof WP_User) {
            return Answers::link($outcome === 'valid' ? 'invalid' : $outcome);
        }
        AccountState::markVerified($user->ID);
        // Only when the same browser started the sign-up (the site says so) does the link sign in.
        return $signIn
            ? Answers::signedIn($user, 'link')
            : RestAnswer::ok(['status' => 'verified', 'user' => LoginEndpoint::accountUser($user)]);
    }
}
