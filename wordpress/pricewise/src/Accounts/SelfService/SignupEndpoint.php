<?php

declare(strict_types=1);

namespace Pricewise\Accounts\SelfService;

use Pricewise\Accounts\Mail\MailRequests;
use Pricewise\Accounts\RestAnswer;
use Pricewise\Accounts\Rules\AccountInput;
use Pricewise\Accounts\Rules\CommonPasswords;
use Pricewise\Accounts\Store\AccountState;
use Pricewise\Accounts\Store\Limits;
use WP_REST_Request;
use WP_REST_Response;

/**
 * `POST pricewise/v1/signup` and `POST pricewise/v1/email/resend`: a shopper opens an account and
 * gets the link that confirms their address. Both answer 202 `check_email` whether or not the
 * address has an account, and do the same work either way (the password is hashed even when it
 * is thrown away): a known address is sent "you already have an account" instead.
 */
final class SignupEndpoint
{
    public static function signup(WP_REST_Request $request): WP_REST_Response
    {
        $params = Params::read($request, ['email', 'password', 'name'], ['locale']);
        if ($params instanceof WP_REST_Response) {
            return $params;
        }
        $wait = self::limit($request, 'signup', $params['email']);
        if ($wait !== null) {
            return $wait;
        }
        $weak = self::weakness($params['password']);
        if ($weak !== null) {
            return $weak;
        }
        $known = AccountState::userByEmail($params['email']);
        if ($known !== null) {
            // The hashing a new account's password costs, so both answers take as long; what a known
            // (shopper) address is mailed is decided with the queued request, apart from this one.
            wp_hash_password($params['password']);
            MailRequests::add('signup', $params['email'], $params['locale']);
            return Answers::accepted();
        }
        $user = AccountState::createShopper([
            'email' => $params['email'],
            'name' => $params['name'],
            'locale' => $params['locale'],
            'verified' => false,
            'password' => $params['password'],
        ]);
        if ($user === null) {
            return RestAnswer::error(500, 'pricewise_signup_failed', 'The account could not be created.');
        }
        MailRequests::add('signup', $params['email'], $params['locale'], $user->ID);
        return Answers::accepted();
    }

    public static function resend(WP_REST_Request $request): WP_REST_Response
    {
        $params = Params::read($request, ['email'], ['locale']);
        if ($params instanceof WP_REST_Response) {
            return $params;
        }
        $wait = self::limit($request, 'resend', $params['email']);
        if ($wait !== null) {
            return $wait;
        }
        // Queued whoever asks: only an address still waiting for confirmation gets a new link.
        MailRequests::add('resend', $params['email'], $params['locale']);
        return Answers::accepted();
    }

    /** The rate limits of a request naming `$email`: per client address and per email address. */
    public static function limit(WP_REST_Request $request, string $action, string $email): ?WP_REST_Response
    {
        $wait = Limits::take([[$action . ':client', Caller::client($request)], [$action . ':email', $email]]);
        return $wait === null ? null : Answers::tooManyRequests($wait);
    }

    /** The contract's answer to a password that breaks the rule, or null. */
    public static function weakness(string $password): ?WP_REST_Response
    {
        if (!CommonPasswords::available()) {
            return RestAnswer::error(503, 'pricewise_password_list_missing', 'Passwords cannot be checked right now.', [], [
                'Retry-After' => '3600',
            ]);
        }
        $problem = AccountInput::passwordProblem($password, [CommonPasswords::class, 'contains']);
        return $problem === 'too_short' || $problem === 'too_common' ? Answers::weakPassword($problem) : null;
    }
}
