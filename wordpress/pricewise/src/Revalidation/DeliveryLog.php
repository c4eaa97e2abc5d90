<?php

declare(strict_types=1);

namespace Pricewise\Revalidation;

/**
 * The recent revalidation attempts, newest first, for the settings screen; failures also go to
 * the PHP error log, where hosts collect them.
 */
final class DeliveryLog
{
    public const OPTION = 'pricewise_revalidation_log';
    private const KEEP = 25;
    private const URIS_SHOWN = 10;

    /**
     * @param list<string> $uris
     * @param array{status: int|null, error: string|null} $result
     */
    public static function add(string $event, array $uris, int $attempt, string $outcome, array $result, ?int $nextAttemptAt): void
    {
        $entry = [
            'time' => time(),
            'event' => $event,
            'uris' => array_slice($uris, 0, self::URIS_SHOWN),
            'uriCount' => count($uris),
            'attempt' => $attempt,
            'outcome' => $outcome,
            'status' => $result['status'],
            'error' => $result['error'],
            'nextAttemptAt' => $nextAttemptAt,
        ];
        $entries = array_slice([$entry, ...self::entries()], 0, self::KEEP);
        update_option(self::OPTION, $entries, false);
        if ($outcome !== Backoff::SENT) {
            error_log(sprintf(
                'Pricewise: revalidation %s (%s, %d URIs, attempt %d): %s%s',
                $outcome === Backoff::RETRY ? 'will be retried' : 'failed',
                $event,
                count($uris),
                $attempt,
                $result['error'] ?? 'unknown error',
                $nextAttemptAt === null ? '' : ', next attempt at ' . gmdate('c', $nextAttemptAt),
            ));
        }
    }

    /**
     * @return list<array<string, mixed>>
     */
    public static function entries(): array
    {
        $entries = get_option(self::OPTION, []);
        return is_array($entries) ? array_values(array_filter($entries, 'is_array')) : [];
    }
}
