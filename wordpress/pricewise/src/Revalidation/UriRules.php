<?php

declare(strict_types=1);

namespace Pricewise\Revalidation;

/**
 * Which of the site's pages a change makes stale, and how the site's revalidation endpoint names
 * the change. Every URI is a path on the site (`/guide/best-vacuums/`).
 */
final class UriRules
{
    public const PUBLISHED = 'content.published';
    public const UPDATED = 'content.updated';
    public const DELETED = 'content.deleted';
    public const HOME = '/';

    /**
     * A post's change: newly public (published), public before and after (updated: the new URI and
     * the old one when the slug changed), or no longer public (deleted: the URI that must go). Each
     * with its archives, term pages and the home page. Nothing when the public saw nothing change.
     *
     * @return array{event: string, uris: list<string>}|null
     */
    public static function forPost(?ContentState $before, ?ContentState $after): ?array
    {
        if ($before === null && $after === null) {
            return null;
        }
        if ($before === null) {
            return ['event' => self::PUBLISHED, 'uris' => self::unique([...self::urisOf($after), self::HOME])];
        }
        if ($after === null) {
            return ['event' => self::DELETED, 'uris' => self::unique([...self::urisOf($before), self::HOME])];
        }
        return [
            'event' => self::UPDATED,
            'uris' => self::unique([...self::urisOf($after), ...self::urisOf($before), self::HOME]),
        ];
    }

    /**
     * A term's change: its page under the new and the old slug, or the page that must go.
     *
     * @return array{event: string, uris: list<string>}|null
     */
    public static function forTerm(?string $oldUri, ?string $newUri): ?array
    {
        if ($oldUri === null && $newUri === null) {
            return null;
        }
        $event = $newUri === null ? self::DELETED : self::UPDATED;
        return ['event' => $event, 'uris' => self::unique([$newUri, $oldUri, self::HOME])];
    }

    /**
     * Groups several changes into one call per event, keeping the order URIs first appeared in.
     *
     * @param list<array{event: string, uris: list<string>}> $changes
     * @return array<string, list<string>> event => uris
     */
    public static function byEvent(array $changes): array
    {
        $grouped = [];
        foreach ($changes as $change) {
            $grouped[$change['event']] = self::unique([...($grouped[$change['event']] ?? []), ...$change['uris']]);
        }
        return $grouped;
    }

    /**
     * The site path of one of WordPress's URLs: its path (and query, for plain permalinks), with
     * the trailing slash WordPress's pretty permalinks have. Null for what is not a URL.
     */
    public static function pathOf(mixed $url): ?string
    {
        if (!is_string($url) || $url === '') {
            return null;
        }
        $parts = parse_url($url);
        if ($parts === false) {
            return null;
        }
        $path = '/' . ltrim($parts['path'] ?? '', '/');
        if (isset($parts['query']) && $parts['query'] !== '') {
            return $path . '?' . $parts['query'];
        }
        // A file such as /feed.xml keeps its name; pages end with a slash.
        return str_contains(basename($path), '.') || str_ends_with($path, '/') ? $path : $path . '/';
    }

    /**
     * @return list<string>
     */
    private static function urisOf(ContentState $state): array
    {
        return [$state->uri, ...$state->archiveUris, ...$state->termUris];
    }

    /**
     * @param array<mixed> $uris
     * @return list<string>
     */
    private static function unique(array $uris): array
    {
        return array_values(array_unique(array_filter($uris, static fn (mixed $uri): bool => is_string($uri) && $uri !== '')));
    }
}
