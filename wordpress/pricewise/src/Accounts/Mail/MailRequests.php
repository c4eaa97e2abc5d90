<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Mail;

use Pricewise\Accounts\Store\AccountState;
use Pricewise\Accounts\Store\Schema;
use WP_User;

/**
 * Sign-up, resend and forgotten-password requests answer at once, having only queued the request:
 * the same insert whether or not the address has an account, so neither the answer nor its time
 * tells who is registered. WP-Cron turns the queue into mail a few seconds later, in batches (and
 * whenever it sends mail): a link for an account that should get one, "you already have an
 * account" for a sign-up with a known shopper's address, nothing for an unknown or staff address.
 * Batched a little later, the work a known address causes never lands on the requests right after
 * it (WP-Cron runs beside the next visit).
 */
final class MailRequests
{
    public const HOOK = 'pricewise_mail_requests';
    /** How long a request waits before its batch is turned into mail. */
    public const DELAY_SECONDS = 10;
    private const BATCH = 50;

    public static function add(string $purpose, string $email, string $locale, ?int $userId = null): void
    {
        global $wpdb;
        $row = ['purpose' => $purpose, 'email' => $email, 'locale' => $locale, 'created_at' => time()];
        $formats = ['%s', '%s', '%s', '%d'];
        if ($userId !== null) {
            $row['user_id'] = $userId;
            $formats[] = '%d';
        }
        $wpdb->insert(Schema::tables()['requests'], $row, $formats);
        if (wp_next_scheduled(self::HOOK) === false) {
            wp_schedule_single_event(time() + self::DELAY_SECONDS, self::HOOK);
        }
    }

    /** Turns every queued request into mail (or nothing); each is handled once, whoever runs. */
    public static function process(): void
    {
        global $wpdb;
        $table = Schema::tables()['requests'];
        do {
            $rows = $wpdb->get_results($wpdb->prepare(
                "SELECT id, purpose, email, locale, user_id FROM {$table} ORDER BY id LIMIT %d",
                self::BATCH,
            ), ARRAY_A);
            $rows = is_array($rows) ? $rows : [];
            foreach ($rows as $row) {
                // Whoever deletes the row handles it, so two cron runs never mail twice.
                if ($wpdb->delete($table, ['id' => (int) $row['id']], ['%d']) === 1) {
                    self::handle($row);
                }
            }
        } while (count($rows) === self::BATCH);
    }

    /**
     * @param array<string, mixed> $row
     */
    private static function handle(array $row): void
    {
        $locale = $row['locale'] === 'uk' ? 'uk' : 'en';
        $opened = $row['user_id'] === null ? false : get_userdata((int) $row['user_id']);
        $user = $opened instanceof WP_User ? $opened : AccountState::shopperByEmail((string) $row['email']);
        if ($user === null) {
            return;
        }
        if ($row['purpose'] === 'forgot') {
            if (apply_filters('allow_password_reset', true, $user->ID) === true) {
                AccountMailer::link('reset', $user, $locale);
            }
        } elseif ($row['purpose'] === 'signup') {
            $opened instanceof WP_User ? AccountMailer::link('verify', $user, $locale) : AccountMailer::alreadyRegistered($user, $locale);
        } elseif (!AccountState::isVerified($user->ID)) {
            AccountMailer::link('verify', $user, $locale);
        }
    }
}
