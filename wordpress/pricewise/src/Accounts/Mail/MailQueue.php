<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Mail;

use Pricewise\Accounts\Store\Schema;

/**
 * The shop's account mail: a request only queues a row; WP-Cron sends it through wp_mail (plain
 * text and HTML), and a failure is retried after 30 s, 1 min, 2 min… up to an hour apart, for as
 * long as it takes. A mail server outage delays mail, never loses it or slows a request.
 */
final class MailQueue
{
    public const HOOK = 'pricewise_send_mail';
    /** A message being sent is leased for this long; after a crash mid-send it goes out again. */
    private const LEASE_SECONDS = 300;
    private const BATCH = 20;

    public function register(): void
    {
        add_action(self::HOOK, [self::class, 'deliverDue']);
        // The queued sign-up, resend and forgot requests' batch: made into mail, then sent.
        add_action(MailRequests::HOOK, [self::class, 'deliverDue']);
    }

    /** Seconds before the next try after failed attempt `$attempts` (1-based). */
    public static function retryDelay(int $attempts): int
    {
        return min(3600, 30 * 2 ** max(0, $attempts - 1));
    }

    /** How long a sent message's row (who was mailed what, when; never its body) is kept. */
    public const SENT_RETENTION_SECONDS = 30 * DAY_IN_SECONDS;

    /**
     * Queues a message; `$expiresAt` (epoch seconds) is when its link stops working: after that it
     * is dropped unsent.
     *
     * @param array{subject: string, text: string, html: string} $mail
     */
    public static function enqueue(?int $userId, string $to, array $mail, ?int $expiresAt = null): void
    {
        global $wpdb;
        $now = time();
        $row = [
            'user_id' => $userId,
            'to_address' => $to,
            'subject' => $mail['subject'],
            'text_body' => $mail['text'],
            'html_body' => $mail['html'],
            'created_at' => $now,
            'next_attempt_at' => $now,
        ];
        $formats = ['%d', '%s', '%s', '%s', '%s', '%d', '%d'];
        if ($expiresAt !== null) {
            $row['expires_at'] = $expiresAt;
            $formats[] = '%d';
        }
        $wpdb->insert(Schema::tables()['mail'], $row, $formats);
        self::prune($now);
        self::scheduleAt($now);
    }

    /**
     * Drops what the queue must not keep: unsent mail whose link has expired (its token sat in the
     * table, and it would carry a dead link), and sent rows older than SENT_RETENTION_SECONDS.
     */
    public static function prune(int $now): void
    {
        global $wpdb;
        $table = Schema::tables()['mail'];
        $wpdb->query($wpdb->prepare("DELETE FROM {$table} WHERE sent_at IS NULL AND expires_at <= %d", $now));
        $wpdb->query($wpdb->prepare("DELETE FROM {$table} WHERE sent_at < %d", $now - self::SENT_RETENTION_SECONDS));
    }

    /** Turns queued requests into mail, sends what is due, and schedules the next run when anything waits. */
    public static function deliverDue(): void
    {
        global $wpdb;
        MailRequests::process();
        $table = Schema::tables()['mail'];
        $now = time();
        self::prune($now);
        $rows = $wpdb->get_results($wpdb->prepare(
            "SELECT id, to_address, subject, text_body, html_body, attempts FROM {$table}
             WHERE sent_at IS NULL AND next_attempt_at <= %d ORDER BY next_attempt_at, id LIMIT %d",
            $now,
            self::BATCH,
        ), ARRAY_A);
        foreach (is_array($rows) ? $rows : [] as $row) {
            // The lease: a second run that started meanwhile skips the row.
            $leased = $wpdb->query($wpdb->prepare(
                "UPDATE {$table} SET next_attempt_at = %d WHERE id = %d AND sent_at IS NULL AND next_attempt_at <= %d",
                $now + self::LEASE_SECONDS,
                (int) $row['id'],
                $now,
            ));
            if ($leased !== 1) {
                continue;
            }
            self::send($row);
        }
        $next = $wpdb->get_var("SELECT MIN(next_attempt_at) FROM {$table} WHERE sent_at IS NULL");
        if ($next !== null) {
            self::scheduleAt(max((int) $next, time()));
        }
    }

    /**
     * @param array<string, mixed> $row
     */
    private static function send(array $row): void
    {
        global $wpdb;
        $table = Schema::tables()['mail'];
        $error = '';
        $text = (string) $row['text_body'];
        $alternative = static function ($phpmailer) use ($text): void {
            $phpmailer->AltBody = $text;
        };
        $failed = static function ($wpError) use (&$error): void {
            $error = $wpError instanceof \WP_Error ? $wpError->get_error_message() : 'wp_mail failed';
        };
        add_action('phpmailer_init', $alternative);
        add_action('wp_mail_failed', $failed);
        try {
            $sent = wp_mail((string) $row['to_address'], (string) $row['subject'], (string) $row['html_body'], [
                'Content-Type: text/html; charset=UTF-8',
            ]);
        } finally {
            remove_action('phpmailer_init', $alternative);
            remove_action('wp_mail_failed', $failed);
        }
        $attempts = (int) $row['attempts'] + 1;
        if ($sent) {
            // A sent message keeps who, what subject and when; its body (with any link's token) is wiped.
            $wpdb->update(
                $table,
                ['sent_at' => time(), 'attempts' => $attempts, 'last_error' => null, 'text_body' => '', 'html_body' => ''],
                ['id' => (int) $row['id']],
            );
            return;
        }
        $wpdb->update($table, [
            'attempts' => $attempts,
            'next_attempt_at' => time() + self::retryDelay($attempts),
            'last_error' => substr($error !== '' ? $error : 'wp_mail failed', 0, 500),
        ], ['id' => (int) $row['id']]);
    }

    private static function scheduleAt(int $timestamp): void
    {
        $scheduled = wp_next_scheduled(self::HOOK);
        if ($scheduled !== false && $scheduled <= $timestamp) {
            return;
        }
        if ($scheduled !== false) {
            wp_unschedule_event($scheduled, self::HOOK);
        }
        wp_schedule_single_event($timestamp, self::HOOK);
    }
}
