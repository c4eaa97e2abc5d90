<?php

declare(strict_types=1);

namespace Pricewise\Accounts\Rules;

/**
 * The emails of the shop's accounts, word for word the local backend's
 * (backend/src/accounts/mail/account-mail.ts), each in plain text and HTML, in English or
 * Ukrainian: confirm an address, reset a password, and "you already have an account" (what a
 * sign-up with a known address sends instead of a second account).
 */
final class AccountMail
{
    private const TEXTS = [
        'en' => [
            'verify' => [
                'subject' => 'Confirm your email address for Pricewise',
                'body' => [
                    'Hello %s,',
                    'Confirm your email address to get price alert emails from Pricewise. The link works once, for 24 hours.',
                ],
                'action' => 'Confirm my email address',
                'ignore' => 'If you did not create a Pricewise account, you can ignore this email.',
            ],
            'reset' => [
                'subject' => 'Reset your Pricewise password',
                'body' => ['Someone asked to reset the password of your Pricewise account. The link works once, for 1 hour. '
                    . 'Setting a new password signs you out everywhere.'],
                'action' => 'Choose a new password',
                'ignore' => 'If you did not ask for this, you can ignore this email: your password stays as it is.',
            ],
            'already-registered' => [
                'subject' => 'You already have a Pricewise account',
                'body' => ['Someone tried to create a Pricewise account with this email address, but you already have one. '
                    . 'Sign in with it instead; if you forgot your password, you can reset it from the sign-in page.'],
                'action' => 'Sign in',
                'ignore' => 'If it was not you, you can ignore this email: nothing has changed.',
            ],
            'provider-linked' => [
                'subject' => 'A sign-in provider was linked to your Pricewise account',
                'body' => ['An identity provider was linked to your Pricewise account: it can now sign in to it.'],
                'action' => 'See how you sign in',
                'ignore' => 'If it was not you, reset your password from the sign-in page: '
                    . 'a reset lets you remove linked providers.',
            ],
        ],
        'uk' => [
            'verify' => [
                'subject' => 'Підтвердьте свою адресу для Pricewise',
                'body' => [
                    'Вітаємо, %s!',
                    'Підтвердьте свою адресу, щоб отримувати листи про ціни від Pricewise. Посилання діє один раз, протягом 24 годин.',
                ],
                'action' => 'Підтвердити адресу',
                'ignore' => 'Якщо ви не створювали обліковий запис Pricewise, просто проігноруйте цей лист.',
            ],
            'reset' => [
                'subject' => 'Скидання пароля Pricewise',
                'body' => ['Хтось попросив скинути пароль вашого облікового запису Pricewise. Посилання діє один раз, протягом 1 години. '
                    . 'Новий пароль завершить усі ваші сеанси.'],
                'action' => 'Вибрати новий пароль',
                'ignore' => 'Якщо ви цього не просили, проігноруйте лист: пароль залишиться тим самим.',
            ],
            'already-registered' => [
                'subject' => 'У вас уже є обліковий запис Pricewise',
                'body' => ['Хтось спробував створити обліковий запис Pricewise з цією адресою, але він у вас уже є. '
                    . 'Увійдіть у нього; якщо ви забули пароль, його можна скинути на сторінці входу.'],
                'action' => 'Увійти',
                'ignore' => 'Якщо це були не ви, проігноруйте лист: нічого не змінилося.',
            ],
            'provider-linked' => [
                'subject' => 'До вашого облікового запису Pricewise додано спосіб входу',
                'body' => ['До вашого облікового запису Pricewise приєднано постачальника входу: '
                    . 'тепер через нього можна увійти.'],
                'action' => 'Переглянути способи входу',
                'ignore' => 'Якщо це були не ви, скиньте пароль на сторінці входу: '
                    . 'під час скидання можна прибрати приєднаних постачальників.',
            ],
        ],
    ];

    /**
     * The site's pages the emails link to, in the shopper's language.
     *
     * @return array{verify: string, reset: string, login: string, security: string}
     */
    public static function links(string $siteUrl, string $locale, string $token = ''): array
    {
        $base = $siteUrl . ($locale === 'uk' ? '/uk' : '');
        return [
            'verify' => $base . '/signup/verify/?token=' . rawurlencode($token),
            'reset' => $base . '/login/reset/?token=' . rawurlencode($token),
            'login' => $base . '/login/',
            'security' => $base . '/account/#security',
        ];
    }

    /**
     * @return array{subject: string, text: string, html: string}
     */
    public static function compose(string $kind, string $locale, string $name, string $link): array
    {
        $texts = self::TEXTS[$locale][$kind] ?? self::TEXTS['en'][$kind];
        $body = array_map(
            static fn (string $paragraph): string => str_contains($paragraph, '%s') ? sprintf($paragraph, $name) : $paragraph,
            $texts['body'],
        );
        $text = implode("\n\n", [...$body, $texts['action'] . ': ' . $link, $texts['ignore']]) . "\n";
        $html = implode("\n", [
            '<!doctype html><html lang="' . $locale . '"><head><meta charset="utf-8"><title>'
                . self::escape($texts['subject']) . '</title></head>',
            '<body style="font-family: system-ui, sans-serif; color: #1b1a22">',
            ...array_map(static fn (string $paragraph): string => '<p>' . self::escape($paragraph) . '</p>', $body),
            '<p><a href="' . self::escape($link) . '">' . self::escape($texts['action']) . '</a></p>',
            '<p style="color: #55525f; font-size: 14px">' . self::escape($texts['ignore']) . '</p>',
            '</body></html>',
        ]);
        return ['subject' => $texts['subject'], 'text' => $text, 'html' => $html];
    }

    private static function escape(string $value): string
    {
        return strtr($value, ['&' => '&amp;', '<' => '&lt;', '>' => '&gt;', '"' => '&quot;', "'" => '&#39;']);
    }
}
