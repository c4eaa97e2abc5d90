<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Rules;

/**
 * The common passwords new passwords may not be: `data/common-passwords.txt`, one lower-case
 * entry a line, generated when the plugin's zip is built from the same npm package the site's
 * local backend checks against (`passwords-common` of `@zxcvbn-ts/language-common`, entries of at
 * least 10 characters). A copy of the plugin without the file cannot judge passwords, and says so.
 */
final class CommonPasswords
{
    /** @var array<string, true>|null */
    private static ?array $entries = null;

    public static function file(): string
    {
        return dirname(__DIR__, 3) . '/data/common-passwords.txt';
    }

    public static function available(): bool
    {
        return is_readable(self::file());
    }

    public static function contains(string $lowerCasePassword): bool
    {
        if (self::$entries === null) {
            $lines = is_readable(self::file()) ? file(self::file(), FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) : false;
            self::$entries = array_fill_keys(is_array($lines) ? $lines : [], true);
        }
        return isset(self::$entries[$lowerCasePassword]);
    }
}
