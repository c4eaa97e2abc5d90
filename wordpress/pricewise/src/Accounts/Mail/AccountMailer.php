<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Mail;

use Pricewise\Accounts\Rules\AccountMail;
use Pricewise\Accounts\Rules\LinkToken;
use Pricewise\Accounts\Store\LinkTokens;
use Pricewise\Settings;
use WP_User;

/**
 * Queues the shop's account emails. A link email gets a fresh single-use token, stored as a hash,
 * that replaces the account's older ones of its kind.
 */
final class AccountMailer
{
    public static function link(string $purpose, WP_User $user, string $locale): void
    {
        $token = LinkToken::create(self::key(), $purpose, random_bytes(24));
        $now = time();
        LinkTokens::store($token, $user->ID, $purpose, $now);
        $links = AccountMail::links(self::siteUrl(), $locale, $token);
        $mail = AccountMail::compose($purpose, $locale, $user->display_name, $links[$purpose]);
        MailQueue::enqueue($user->ID, $user->user_email, $mail, $now + LinkToken::LIFETIMES[$purpose]);
    }

    /** After a provider is linked: the address hears of it, so a link the owner did not make is seen. */
    public static function providerLinked(WP_User $user, string $locale): void
    {
        $links = AccountMail::links(self::siteUrl(), $locale);
        $mail = AccountMail::compose('provider-linked', $locale, $user->display_name, $links['security']);
        MailQueue::enqueue($user->ID, $user->user_email, $mail);
    }

    public static function alreadyRegistered(WP_User $user, string $locale): void
    {
        $links = AccountMail::links(self::siteUrl(), $locale);
        $mail = AccountMail::compose('already-registered', $locale, $user->display_name, $links['login']);
        MailQueue::enqueue($user->ID, $user->user_email, $mail);
    }

    /** The key that signs the links: derived from WordPress's salts, so changing them voids every link. */
    public static function key(): string
    {
        return hash_hmac('sha256', 'pricewise-link-token-v1', wp_salt('auth'));
    }

    /** The site's origin (Settings > Pricewise, or FaustWP's front-end URL); WordPress's own as a last resort. */
    private static function siteUrl(): string
    {
        $site = Settings::siteUrl();
        return $site !== '' ? $site : untrailingslashit(home_url());
    }
}
