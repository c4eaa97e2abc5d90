<?php

declare(strict_types=1);

namespace Pricewise\Revalidation;

/**
 * What the public sees of one item at a moment: its URI and the listing pages that show it.
 * An item the public cannot see (a draft, private, trashed, deleted) has no state: null.
 */
final class ContentState
{
    /**
     * @param list<string> $archiveUris the post type's archive, the author's page
     * @param list<string> $termUris the pages of its categories and tags
     */
    public function __construct(
        public readonly string $uri,
        public readonly array $archiveUris = [],
        public readonly array $termUris = [],
    ) {
    }
}
