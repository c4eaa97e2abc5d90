<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

use WP_REST_Response;

/**
 * The `pricewise/v1` answers, shaped exactly as the accounts contract states (the same bodies the
 * local backend sends): errors are `{ code, message, data }` with `data.status`.
 */
final class RestAnswer
{
    /** Answers carry tokens or one shopper's data: never stored by any cache. */
    public const NO_STORE = 'no-cache, must-revalidate, max-age=0, no-store, private';

    /**
     * @param array<string, mixed> $body
     */
    public static function ok(array $body): WP_REST_Response
    {
        return new WP_REST_Response($body, 200, ['Cache-Control' => self::NO_STORE]);
    }

    /**
     * @param array<string, mixed> $extraData
     * @param array<string, string> $headers
     */
    public static function error(
        int $status,
        string $code,
        string $message,
        array $extraData = [],
        array $headers = [],
    ): WP_REST_Response {
        $body = ['code' => $code, 'message' => $message, 'data' => ['status' => $status] + $extraData];
        return new WP_REST_Response($body, $status, ['Cache-Control' => self::NO_STORE] + $headers);
    }

    public static function notLoggedIn(): WP_REST_Response
    {
        return self::error(401, 'rest_not_logged_in', 'You are not currently logged in.', [], [
            'WWW-Authenticate' => 'Bearer realm="pricewise"',
        ]);
    }

    /**
     * @param array<string, string> $problems parameter => reason
     */
    public static function invalidParams(array $problems): WP_REST_Response
    {
        $names = implode(', ', array_keys($problems));
        return self::error(400, 'rest_invalid_param', 'Invalid parameter(s): ' . $names, ['params' => $problems]);
    }

    /**
     * @param list<string> $names
     */
    public static function missingParams(array $names): WP_REST_Response
    {
        return self::error(400, 'rest_missing_callback_param', 'Missing parameter(s): ' . implode(', ', $names), [
            'params' => $names,
        ]);
    }
}
