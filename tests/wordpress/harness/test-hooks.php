<?php

/**
 * What the test site lets a test see of WordPress's own hooks: a user with the meta
 * `pricewise_test_no_reset` may not reset their password (`allow_password_reset`), and the times
 * `password_reset` and `after_password_reset` ran for a user are kept in their meta; the address
 * WordPress's "Password Changed" notice was last sent to is the option `pricewise_test_password_notice`.
 */

declare(strict_types=1);

add_filter(
    'allow_password_reset',
    static fn (mixed $allowed, mixed $userId): mixed =>
        get_user_meta((int) $userId, 'pricewise_test_no_reset', true) === '1' ? false : $allowed,
    10,
    2,
);
foreach (['password_reset', 'after_password_reset'] as $pricewiseHook) {
    add_action($pricewiseHook, static function (mixed $user) use ($pricewiseHook): void {
        if ($user instanceof WP_User) {
            update_user_meta($user->ID, 'pricewise_test_' . $pricewiseHook, (string) time());
        }
    });
}

add_filter('wp_mail', static function (mixed $mail): mixed {
    if (is_array($mail) && str_contains((string) ($mail['subject'] ?? ''), 'Password Changed')) {
        update_option('pricewise_test_password_notice', is_array($mail['to']) ? implode(',', $mail['to']) : (string) $mail['to']);
    }
    return $mail;
});
