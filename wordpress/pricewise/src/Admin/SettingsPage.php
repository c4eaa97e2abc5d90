<?php

declare(strict_types=1);

namespace Pricewise\Admin;

use Pricewise\Revalidation\DeliveryLog;
use Pricewise\Revalidation\Sender;
use Pricewise\Settings;

/**
 * Settings > Pricewise: the site's URL and revalidation secret, the pricing service's URL, the
 * recent revalidation results, and a button that sends a test call.
 */
final class SettingsPage
{
    private const SLUG = 'pricewise';
    private const TEST_ACTION = 'pricewise_send_test';

    public function register(): void
    {
        add_action('admin_menu', [$this, 'addPage']);
        add_action('admin_init', [$this, 'registerSetting']);
        add_action('admin_post_' . self::TEST_ACTION, [$this, 'sendTest']);
    }

    public function addPage(): void
    {
        $title = __('Pricewise', 'pricewise');
        add_options_page($title, $title, 'manage_options', self::SLUG, [$this, 'render']);
    }

    public function registerSetting(): void
    {
        register_setting(self::SLUG, Settings::OPTION, [
            'type' => 'object',
            'default' => [],
            'sanitize_callback' => [self::class, 'sanitize'],
        ]);
    }

    /**
     * @return array<string, string>
     */
    public static function sanitize(mixed $input): array
    {
        $input = is_array($input) ? $input : [];
        $saved = get_option(Settings::OPTION, []);
        $saved = is_array($saved) ? $saved : [];
        $clean = [
            'site_url' => esc_url_raw(trim((string) ($input['site_url'] ?? '')), ['http', 'https']),
            'pricing_url' => esc_url_raw(trim((string) ($input['pricing_url'] ?? '')), ['http', 'https']),
            // An empty secret field keeps the saved secret: the page never shows it back.
            'revalidate_secret' => trim((string) ($input['revalidate_secret'] ?? '')),
        ];
        if ($clean['revalidate_secret'] === '') {
            $clean['revalidate_secret'] = is_string($saved['revalidate_secret'] ?? null) ? $saved['revalidate_secret'] : '';
        }
        return $clean;
    }

    public function sendTest(): void
    {
        if (!current_user_can('manage_options')) {
            wp_die(esc_html__('Sorry, you are not allowed to do that.', 'pricewise'), 403);
        }
        check_admin_referer(self::TEST_ACTION);
        $result = Sender::sendTest();
        $status = $result['status'] === null ? 'none' : (string) $result['status'];
        wp_safe_redirect(add_query_arg(['page' => self::SLUG, 'pricewise_test' => $status], admin_url('options-general.php')));
        exit;
    }

    public function render(): void
    {
        if (!current_user_can('manage_options')) {
            return;
        }
        echo '<div class="wrap"><h1>' . esc_html__('Pricewise', 'pricewise') . '</h1>';
        $this->renderTestNotice();
        echo '<form method="post" action="options.php">';
        settings_fields(self::SLUG);
        echo '<table class="form-table" role="presentation">';
        $faustUrl = get_option('faustwp_settings', [])['frontend_uri'] ?? '';
        $this->renderUrlRow(
            'site_url',
            __('Site URL', 'pricewise'),
            __('The shop’s address. Empty: FaustWP’s front-end site URL.', 'pricewise'),
            (string) $faustUrl,
        );
        $this->renderSecretRow();
        $this->renderUrlRow(
            'pricing_url',
            __('Pricing service URL', 'pricewise'),
            __('Where saved products are checked against the catalogue.', 'pricewise'),
            '',
        );
        echo '</table>';
        submit_button();
        echo '</form>';
        Screen::renderTestButton(self::TEST_ACTION, Sender::endpoint());
        Screen::renderLog(DeliveryLog::entries());
        echo '</div>';
    }

    private function renderUrlRow(string $key, string $label, string $help, string $placeholder): void
    {
        $id = 'pricewise-' . $key;
        echo '<tr><th scope="row"><label for="' . esc_attr($id) . '">' . esc_html($label) . '</label></th><td>';
        if (Settings::isFromConstant($key)) {
            echo '<code>' . esc_html(Settings::value($key)) . '</code> ';
            $note = sprintf(__('Set by %s in wp-config.php.', 'pricewise'), Settings::CONSTANTS[$key]);
            echo '<p class="description">' . esc_html($note) . '</p>';
        } else {
            printf(
                '<input type="url" class="regular-text" id="%s" name="%s" value="%s" placeholder="%s">',
                esc_attr($id),
                esc_attr(Settings::OPTION . '[' . $key . ']'),
                esc_attr(Settings::value($key)),
                esc_attr($placeholder),
            );
            echo '<p class="description">' . esc_html($help) . '</p>';
        }
        echo '</td></tr>';
    }

    private function renderSecretRow(): void
    {
        $label = esc_html__('Revalidation secret', 'pricewise');
        echo '<tr><th scope="row"><label for="pricewise-secret">' . $label . '</label></th><td>';
        if (Settings::isFromConstant('revalidate_secret')) {
            echo '<p>' . esc_html__('Set by PRICEWISE_REVALIDATE_SECRET in wp-config.php.', 'pricewise') . '</p></td></tr>';
            return;
        }
        $isSet = Settings::revalidateSecret() !== '';
        printf(
            '<input type="password" class="regular-text" id="pricewise-secret" name="%s" value=""'
            . ' autocomplete="new-password" placeholder="%s">',
            esc_attr(Settings::OPTION . '[revalidate_secret]'),
            esc_attr($isSet ? __('(saved; type to replace)', 'pricewise') : ''),
        );
        echo '<p class="description">' . esc_html__('The site’s REVALIDATE_SECRET.', 'pricewise') . '</p></td></tr>';
    }

    private function renderTestNotice(): void
    {
        $status = isset($_GET['pricewise_test']) ? sanitize_key(wp_unslash($_GET['pricewise_test'])) : '';
        if ($status === '') {
            return;
        }
        $ok = ctype_digit($status) && (int) $status >= 200 && (int) $status < 300;
        $message = $ok
            ? sprintf(__('The site accepted the test call (HTTP %s).', 'pricewise'), $status)
            : __('The test call failed; see the recent results below.', 'pricewise');
        printf('<div class="notice notice-%s"><p>%s</p></div>', $ok ? 'success' : 'error', esc_html($message));
    }
}
