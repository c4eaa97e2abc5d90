<?php

/**
 * The test site's mail: with the option `pricewise_test_smtp_port` set, wp_mail sends through
 * the SMTP server a test started on that loopback port (plain SMTP, no authentication); without
 * it, mail is not sent, as if the mail server could not be reached: the plugin's queue keeps it
 * (a sent message's body is wiped, and the tests read links from the queue).
 */

declare(strict_types=1);

add_action('phpmailer_init', static function ($mailer): void {
    $port = (int) get_option('pricewise_test_smtp_port', 0);
    if ($port > 0) {
        $mailer->isSMTP();
        $mailer->Host = '127.0.0.1';
        $mailer->Port = $port;
        $mailer->SMTPAuth = false;
        $mailer->SMTPAutoTLS = false;
        $mailer->Timeout = 5;
    }
});

add_filter('pre_wp_mail', static fn (mixed $result): mixed => (int) get_option('pricewise_test_smtp_port', 0) > 0 ? $result : false);
