<?php

declare(strict_types=1);

namespace Pricewise\Accounts\SelfService;

use Pricewise\Accounts\Mail\AccountMailer;
use Pricewise\Accounts\Rules\LinkToken;
use Pricewise\Accounts\Store\AccountState;
use Pricewise\Accounts\Store\LinkTokens;
use Pricewise\Accounts\Store\RateLimiter;
use WP_REST_Request;
use WP_REST_Response;
use WP_User;

/**
 * `POST pricewise/v1/email/verify`, body `{ token }`: the link of a verification email. It confirms
 * the address and signs the shopper in; the link works once. An altered or unknown link is 400
 * `invalid_link`, an expired or used one 410.
 */
final class EmailEndpoint
{
    public static function verify(WP_REST_Request $request): WP_REST_Response
    {
        $params = Params::read($request, ['token']);
        if ($params instanceof WP_REST_Response) {
            return $params;
        }
        $wait = RateLimiter::take([['link:client', Caller::client($request)]]);
        if ($wait !== null) {
            return Answers::tooManyRequests($wait);
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
        return Answers::signedIn($user, 'link');
    }
}
