<?php

declare(strict_types=1);

namespace Pricewise\Admin;

use Pricewise\Revalidation\Backoff;

/**
 * The read-only parts of the settings screen.
 */
final class Screen
{
    public static function renderTestButton(string $action, string $endpoint): void
    {
        echo '<h2>' . esc_html__('Revalidation', 'pricewise') . '</h2>';
        if ($endpoint === '') {
            echo '<p>' . esc_html__('Set the site URL to send revalidation calls.', 'pricewise') . '</p>';
            return;
        }
        echo '<p>' . esc_html(sprintf(__('Changes to content are sent to %s.', 'pricewise'), $endpoint)) . '</p>';
        echo '<form method="post" action="' . esc_url(admin_url('admin-post.php')) . '">';
        echo '<input type="hidden" name="action" value="' . esc_attr($action) . '">';
        wp_nonce_field($action);
        submit_button(__('Send a test', 'pricewise'), 'secondary', 'submit', false);
        echo '</form>';
    }

    /**
     * @param list<array<string, mixed>> $entries
     */
    public static function renderLog(array $entries): void
    {
        echo '<h2>' . esc_html__('Recent results', 'pricewise') . '</h2>';
        if ($entries === []) {
            echo '<p>' . esc_html__('Nothing sent yet.', 'pricewise') . '</p>';
            return;
        }
        echo '<table class="widefat striped"><thead><tr>';
        $headings = [__('When', 'pricewise'), __('Event', 'pricewise'), __('Pages', 'pricewise'), __('Attempt', 'pricewise')];
        foreach ([...$headings, __('Result', 'pricewise')] as $heading) {
            echo '<th scope="col">' . esc_html($heading) . '</th>';
        }
        echo '</tr></thead><tbody>';
        foreach ($entries as $entry) {
            $uris = implode(' ', array_map('strval', (array) ($entry['uris'] ?? [])));
            $more = (int) ($entry['uriCount'] ?? 0) - count((array) ($entry['uris'] ?? []));
            echo '<tr><td>' . esc_html(wp_date('Y-m-d H:i:s', (int) ($entry['time'] ?? 0)) ?: '') . '</td>';
            echo '<td>' . esc_html((string) ($entry['event'] ?? '')) . '</td>';
            echo '<td><code>' . esc_html($uris) . '</code>' . ($more > 0 ? esc_html(sprintf(' +%d', $more)) : '') . '</td>';
            echo '<td>' . esc_html((string) ($entry['attempt'] ?? '')) . '</td>';
            echo '<td>' . esc_html(self::describe($entry)) . '</td></tr>';
        }
        echo '</tbody></table>';
    }

    /**
     * @param array<string, mixed> $entry
     */
    private static function describe(array $entry): string
    {
        $status = isset($entry['status']) ? 'HTTP ' . $entry['status'] : (string) ($entry['error'] ?? '');
        return match ($entry['outcome'] ?? '') {
            Backoff::SENT => sprintf(__('Sent (%s)', 'pricewise'), $status),
            Backoff::RETRY => sprintf(
                __('Failed (%1$s); retry at %2$s', 'pricewise'),
                (string) ($entry['error'] ?? $status),
                (string) wp_date('H:i:s', (int) ($entry['nextAttemptAt'] ?? 0)),
            ),
            default => sprintf(__('Failed (%s)', 'pricewise'), (string) ($entry['error'] ?? $status)),
        };
    }
}
