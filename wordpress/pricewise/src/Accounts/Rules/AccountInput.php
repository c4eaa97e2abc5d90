<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Rules;

/**
 * The shape of what shoppers type, checked exactly as the local backend checks it
 * (backend/src/accounts/rules/account-input.ts in the site's repository), so both accept and
 * refuse the same values.
 */
final class AccountInput
{
    public const MAX_EMAIL_LENGTH = 254;
    public const MAX_NAME_LENGTH = 100;

    /**
     * A practical address: the characters WordPress keeps unchanged in a local part, and a domain
     * of dot-separated labels (letters, digits, inner hyphens).
     */
    private const EMAIL = '/^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
        . '(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/D';

    /** The trimmed address, or null when it is not one. */
    public static function email(mixed $value): ?string
    {
        if (!is_string($value)) {
            return null;
        }
        $email = self::trim($value);
        return strlen($email) <= self::MAX_EMAIL_LENGTH && preg_match(self::EMAIL, $email) === 1 ? $email : null;
    }

    /**
     * A display name: trimmed, runs of spaces made one, 1-100 characters, on one line, and without
     * what WordPress's sanitizer would change (`<`, `>`, `&`, `\`, `%` and two hex digits), so the
     * name a shopper typed is the name kept.
     */
    public static function name(mixed $value): ?string
    {
        if (!is_string($value) || preg_match('//u', $value) !== 1) {
            return null;
        }
        if (preg_match('/[\x00-\x1f\x7f<>&\\\\]|%[0-9a-f]{2}/i', $value) === 1) {
            return null;
        }
        $name = (string) preg_replace('/ {2,}/', ' ', self::trim($value));
        $length = mb_strlen($name, 'UTF-8');
        return $length >= 1 && $length <= self::MAX_NAME_LENGTH ? $name : null;
    }

    /** `en` when absent (null given); null for anything but `en` or `uk`. */
    public static function locale(mixed $value, bool $given): ?string
    {
        if (!$given) {
            return 'en';
        }
        return $value === 'en' || $value === 'uk' ? $value : null;
    }

    /**
     * A new password's problem (`too_short`, `too_long`, `too_common`) or null. Characters are
     * Unicode code points; the common list holds lower-case entries of at least 10 characters.
     *
     * @param callable(string): bool $isCommon
     */
    public static function passwordProblem(string $password, callable $isCommon): ?string
    {
        $length = preg_match('//u', $password) === 1 ? mb_strlen($password, 'UTF-8') : strlen($password);
        if ($length < 10) {
            return 'too_short';
        }
        if ($length > 4096) {
            return 'too_long';
        }
        return $isCommon(mb_strtolower($password, 'UTF-8')) ? 'too_common' : null;
    }

    /** JavaScript's String.prototype.trim: the spaces and line ends Unicode names as white space. */
    private static function trim(string $value): string
    {
        $space = '[\s\x{00a0}\x{feff}\x{2028}\x{2029}\p{Zs}]';
        return (string) preg_replace("/^{$space}+|{$space}+\$/u", '', $value);
    }
}
