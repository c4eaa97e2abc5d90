<?php

declare(strict_types=1);

namespace Pricewise\Revalidation;

use WP_Post;

/**
 * Reads what the public sees of a post or term from WordPress, for UriRules.
 */
final class PublicState
{
    /** The state of a post as given (an old row gives its old slug), or null when not public. */
    public static function ofPost(WP_Post $post): ?ContentState
    {
        $type = $post->post_type;
        if ($post->post_status !== 'publish' || $type === 'attachment' || !is_post_type_viewable($type)) {
            return null;
        }
        $uri = UriRules::pathOf(get_permalink($post));
        if ($uri === null) {
            return null;
        }
        $archives = [UriRules::pathOf(get_post_type_archive_link($type))];
        if ($type === 'post') {
            $archives[] = UriRules::pathOf(get_author_posts_url((int) $post->post_author));
        }
        $terms = [];
        foreach (get_object_taxonomies($type) as $taxonomy) {
            if (!is_taxonomy_viewable($taxonomy)) {
                continue;
            }
            $ids = wp_get_object_terms($post->ID, $taxonomy, ['fields' => 'ids']);
            foreach (is_array($ids) ? $ids : [] as $termId) {
                $terms[] = self::termUri((int) $termId, $taxonomy);
            }
        }
        return new ContentState($uri, array_values(array_filter($archives)), array_values(array_filter($terms)));
    }

    public static function termUri(int $termId, string $taxonomy): ?string
    {
        if (!is_taxonomy_viewable($taxonomy)) {
            return null;
        }
        $link = get_term_link($termId, $taxonomy);
        return is_string($link) ? UriRules::pathOf($link) : null;
    }
}
