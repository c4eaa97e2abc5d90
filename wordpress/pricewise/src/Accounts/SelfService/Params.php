<?php

declare(strict_types=1);

namespace Pricewise\Accounts\SelfService;

use Pricewise\Accounts\RestAnswer;
use Pricewise\Accounts\Rules\AccountInput;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Body parameters of the self-service routes, read as the local backend reads them: every missing
 * required one first (rest_missing_callback_param), then every malformed one (rest_invalid_param).
 */
final class Params
{
    private const PROBLEMS = [
        'email' => 'email must be a valid email address of at most 254 characters.',
        'name' => 'name must be 1 to 100 characters on one line, without <, >, &, \\ or percent-encoded characters.',
        'locale' => 'locale must be en or uk.',
        'password' => 'password must be a non-empty string of at most 4096 characters.',
        'newPassword' => 'newPassword must be a non-empty string of at most 4096 characters.',
        'currentPassword' => 'currentPassword must be a non-empty string of at most 4096 characters.',
        'token' => 'token must be a non-empty string of at most 512 characters.',
        'issuer' => 'issuer must be an http(s) URL of at most 200 characters.',
        'subject' => 'subject must be a non-empty string of at most 255 characters.',
        'emailVerified' => 'emailVerified must be a boolean.',
        'providerName' => 'name must be a string.',
    ];

    /**
     * @param list<string> $required body names that must be present
     * @param list<string> $optional body names that may be absent
     * @param array<string, string> $rules body name => rule name, where they differ
     * @return array<string, mixed>|WP_REST_Response the values by body name (absent optional ones missing)
     */
    public static function read(WP_REST_Request $request, array $required, array $optional = [], array $rules = []): array|WP_REST_Response
    {
        $body = self::body($request);
        $missing = array_values(array_filter($required, static fn (string $name): bool => !array_key_exists($name, $body)));
        if ($missing !== []) {
            return RestAnswer::missingParams($missing);
        }
        $values = [];
        $problems = [];
        foreach ([...$required, ...$optional] as $name) {
            $given = array_key_exists($name, $body);
            if (!$given && $name !== 'locale') {
                continue;
            }
            $rule = $rules[$name] ?? $name;
            $value = self::value($rule, $body[$name] ?? null, $given);
            if ($value === null) {
                $problems[$name] = self::PROBLEMS[$rule];
            } else {
                $values[$name] = $value;
            }
        }
        return $problems === [] ? $values : RestAnswer::invalidParams($problems);
    }

    private static function value(string $rule, mixed $value, bool $given): mixed
    {
        return match ($rule) {
            'email' => AccountInput::email($value),
            'name' => AccountInput::name($value),
            'locale' => AccountInput::locale($value, $given),
            'password', 'newPassword', 'currentPassword' => self::text($value, 4096),
            'token' => self::text($value, 512),
            'subject' => self::text($value, 255),
            'issuer' => is_string($value) && strlen($value) <= 200 && preg_match('/^https?:\/\/\S+$/D', $value) === 1 ? $value : null,
            'emailVerified' => is_bool($value) ? $value : null,
            'providerName' => is_string($value) ? $value : null,
            default => null,
        };
    }

    private static function text(mixed $value, int $max): ?string
    {
        if (!is_string($value) || $value === '') {
            return null;
        }
        $length = preg_match('//u', $value) === 1 ? mb_strlen($value, 'UTF-8') : strlen($value);
        return $length <= $max ? $value : null;
    }

    /**
     * The JSON (or form) body when it is an object; anything else is no parameters, as WordPress
     * treats it. Query-string parameters never count: passwords and tokens must not travel in URLs.
     *
     * @return array<string, mixed>
     */
    public static function body(WP_REST_Request $request): array
    {
        $json = $request->get_json_params();
        if (is_array($json)) {
            return array_is_list($json) && $json !== [] ? [] : $json;
        }
        $form = $request->get_body_params();
        return is_array($form) ? $form : [];
    }
}
