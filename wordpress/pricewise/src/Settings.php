<?php

declare(strict_types=1);

namespace Pricewise;

/**
 * The plugin's settings: the site's URL and revalidation secret, and the pricing service's URL.
 * A constant in wp-config.php wins over the settings screen, so secrets can stay out of the
 * database; the site URL falls back to FaustWP's front-end URL.
 */
final class Settings
{
    public const OPTION = 'pricewise_settings';

    /** wp-config.php constants, by setting. */
    public const CONSTANTS = [
        'site_url' => 'PRICEWISE_SITE_URL',
        'revalidate_secret' => 'PRICEWISE_REVALIDATE_SECRET',
        'pricing_url' => 'PRICEWISE_PRICING_URL',
    ];

    /** The site's origin, without a trailing slash; '' when neither set nor known from FaustWP. */
    public static function siteUrl(): string
    {
        $url = self::value('site_url');
        return untrailingslashit($url !== '' ? $url : self::faustSetting('frontend_uri'));
    }

    public static function revalidateSecret(): string
    {
        return self::value('revalidate_secret');
    }

    /** The pricing service's origin, without a trailing slash; '' when not set. */
    public static function pricingUrl(): string
    {
        return untrailingslashit(self::value('pricing_url'));
    }

    /** FaustWP's secret key, which only the site's server knows. */
    public static function faustSecret(): string
    {
        if (function_exists('WPE\\FaustWP\\Settings\\get_secret_key')) {
            return (string) \WPE\FaustWP\Settings\get_secret_key();
        }
        return self::faustSetting('secret_key');
    }

    public static function isFromConstant(string $setting): bool
    {
        return defined(self::CONSTANTS[$setting]);
    }

    /**
     * The value a setting has: its constant, else the saved option, else ''.
     */
    public static function value(string $setting): string
    {
        $constant = self::CONSTANTS[$setting];
        if (defined($constant)) {
            return trim((string) constant($constant));
        }
        $saved = get_option(self::OPTION, []);
        return is_array($saved) && is_string($saved[$setting] ?? null) ? trim($saved[$setting]) : '';
    }

    private static function faustSetting(string $name): string
    {
        $settings = get_option('faustwp_settings', []);
        return is_array($settings) && is_string($settings[$name] ?? null) ? trim($settings[$name]) : '';
    }
}
