<?php

declare(strict_types=1);

namespace Pricewise\Revalidation;

use Pricewise\Settings;

/**
 * Delivers revalidation calls to the site (`POST {site}/api/revalidate/` with the secret) from
 * WP-Cron, so no editor waits for the site. A call the site could not take is retried with
 * backoff (see Backoff); every attempt is logged (see DeliveryLog).
 */
final class Sender
{
    public const HOOK = 'pricewise_revalidate';
    /** The site's endpoint takes at most this many URIs a call. */
    private const MAX_URIS = 200;
    private const TIMEOUT_SECONDS = 5;

    public function register(): void
    {
        add_action(self::HOOK, [$this, 'deliver']);
    }

    /**
     * @param list<string> $uris
     */
    public static function enqueue(string $event, array $uris): void
    {
        foreach (array_chunk($uris, self::MAX_URIS) as $chunk) {
            // The id keeps two equal calls apart: WP-Cron drops an event equal to one already queued.
            $delivery = ['id' => wp_generate_uuid4(), 'event' => $event, 'uris' => $chunk, 'attempt' => 1];
            wp_schedule_single_event(time(), self::HOOK, [$delivery]);
        }
    }

    /** Runs due events in the background now, instead of on the next visit to the site. */
    public static function startCronNow(): void
    {
        $cronDisabled = defined('DISABLE_WP_CRON') && DISABLE_WP_CRON;
        $alternate = defined('ALTERNATE_WP_CRON') && ALTERNATE_WP_CRON;
        if (!$cronDisabled && !$alternate && !wp_doing_cron()) {
            spawn_cron();
        }
    }

    /** The WP-Cron action: one attempt, and the next one scheduled when this one should be retried. */
    public function deliver(mixed $delivery): void
    {
        if (!is_array($delivery) || !is_string($delivery['event'] ?? null) || !is_array($delivery['uris'] ?? null)) {
            return;
        }
        $attempt = max(1, (int) ($delivery['attempt'] ?? 1));
        $result = self::post($delivery['event'], $delivery['uris']);
        $outcome = $result['configured'] ? Backoff::outcome($result['status']) : Backoff::FAILED;
        $delay = $outcome === Backoff::RETRY ? Backoff::delayAfter($attempt) : null;
        if ($outcome === Backoff::RETRY && $delay === null) {
            $outcome = Backoff::FAILED;
        }
        if ($delay !== null) {
            wp_schedule_single_event(time() + $delay, self::HOOK, [['attempt' => $attempt + 1] + $delivery]);
        }
        DeliveryLog::add($delivery['event'], $delivery['uris'], $attempt, $outcome, $result, $delay === null ? null : time() + $delay);
    }

    /**
     * The settings screen's "send a test": one call for the home page, now, without retries.
     *
     * @return array{configured: bool, status: int|null, error: string|null}
     */
    public static function sendTest(): array
    {
        $result = self::post(UriRules::UPDATED, [UriRules::HOME]);
        $outcome = $result['configured'] ? Backoff::outcome($result['status']) : Backoff::FAILED;
        DeliveryLog::add(UriRules::UPDATED, [UriRules::HOME], 1, $outcome === Backoff::SENT ? $outcome : Backoff::FAILED, $result, null);
        return $result;
    }

    /** Whether calls can be sent at all: a site URL and a secret are set. */
    public static function isConfigured(): bool
    {
        return self::endpoint() !== '' && Settings::revalidateSecret() !== '';
    }

    /** The revalidation endpoint of the configured site, or '' when no site URL is known. */
    public static function endpoint(): string
    {
        $site = Settings::siteUrl();
        return $site === '' ? '' : $site . '/api/revalidate/';
    }

    /**
     * @param list<string> $uris
     * @return array{configured: bool, status: int|null, error: string|null}
     */
    private static function post(string $event, array $uris): array
    {
        $endpoint = self::endpoint();
        $secret = Settings::revalidateSecret();
        if ($endpoint === '' || $secret === '') {
            return ['configured' => false, 'status' => null, 'error' => 'The site URL or the revalidation secret is not set.'];
        }
        $response = wp_remote_post($endpoint, [
            'timeout' => self::TIMEOUT_SECONDS,
            'redirection' => 0,
            'headers' => ['Content-Type' => 'application/json', 'x-revalidate-secret' => $secret],
            'body' => (string) wp_json_encode(['event' => $event, 'uris' => array_values($uris)], JSON_UNESCAPED_SLASHES),
        ]);
        if (is_wp_error($response)) {
            return ['configured' => true, 'status' => null, 'error' => $response->get_error_message()];
        }
        $status = (int) wp_remote_retrieve_response_code($response);
        return ['configured' => true, 'status' => $status, 'error' => $status >= 300 ? 'HTTP ' . $status : null];
    }
}
