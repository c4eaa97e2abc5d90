<?php

declare(strict_types=1);

namespace Pricewise\Content;

/**
 * The site's content model in code: the `guide` and `review` post types, their category
 * taxonomies and the menu locations, with the REST bases, URLs and GraphQL names the site uses.
 */
final class ContentModel
{
    /** WPGraphQL names the MenuLocationEnum values after these slugs: PRIMARY and FOOTER. */
    public const MENU_LOCATIONS = ['primary' => 'Primary menu', 'footer' => 'Footer menu'];

    public function register(): void
    {
        add_action('init', [self::class, 'registerTypes'], 5);
        add_action('after_setup_theme', [self::class, 'registerMenuLocations'], 20);
    }

    /**
     * register_post_type arguments by post type (labels are added when registering).
     * `supports` decides WPGraphQL's interfaces: NodeWithTitle, NodeWithContentEditor, … and
     * `custom-fields` lets REST show the registered meta.
     *
     * @return array<string, array<string, mixed>>
     */
    public static function postTypes(): array
    {
        $postType = static fn (string $name, string $plural, string $icon): array => [
            'public' => true,
            'has_archive' => $name,
            'rewrite' => ['slug' => $name, 'with_front' => false],
            'menu_icon' => $icon,
            'supports' => ['title', 'editor', 'author', 'thumbnail', 'excerpt', 'revisions', 'custom-fields'],
            'taxonomies' => [$name . '_category'],
            'show_in_rest' => true,
            'rest_base' => $plural,
            'show_in_graphql' => true,
            'graphql_single_name' => $name,
            'graphql_plural_name' => $plural,
        ];
        return [
            'guide' => $postType('guide', 'guides', 'dashicons-book-alt'),
            'review' => $postType('review', 'reviews', 'dashicons-star-half'),
        ];
    }

    /**
     * register_taxonomy arguments by taxonomy, with the post type each belongs to.
     *
     * @return array<string, array<string, mixed>>
     */
    public static function taxonomies(): array
    {
        $taxonomy = static fn (string $name, string $postType, string $single, string $plural): array => [
            'objectType' => $postType,
            'public' => true,
            'hierarchical' => true,
            'show_admin_column' => true,
            'rewrite' => ['slug' => str_replace('_', '-', $name), 'with_front' => false],
            'show_in_rest' => true,
            'rest_base' => $name,
            'show_in_graphql' => true,
            'graphql_single_name' => $single,
            'graphql_plural_name' => $plural,
        ];
        return [
            'guide_category' => $taxonomy('guide_category', 'guide', 'guideCategory', 'guideCategories'),
            'review_category' => $taxonomy('review_category', 'review', 'reviewCategory', 'reviewCategories'),
        ];
    }

    public static function registerTypes(): void
    {
        $labels = [
            'guide' => [__('Guides', 'pricewise'), __('Guide', 'pricewise')],
            'review' => [__('Reviews', 'pricewise'), __('Review', 'pricewise')],
            'guide_category' => [__('Guide categories', 'pricewise'), __('Guide category', 'pricewise')],
            'review_category' => [__('Review categories', 'pricewise'), __('Review category', 'pricewise')],
        ];
        $labelsOf = static fn (string $name): array => ['name' => $labels[$name][0], 'singular_name' => $labels[$name][1]];
        foreach (self::postTypes() as $name => $args) {
            register_post_type($name, ['labels' => $labelsOf($name)] + $args);
        }
        foreach (self::taxonomies() as $name => $args) {
            $objectType = $args['objectType'];
            unset($args['objectType']);
            register_taxonomy($name, [$objectType], ['labels' => $labelsOf($name)] + $args);
        }
    }

    public static function registerMenuLocations(): void
    {
        register_nav_menus(array_map(static fn (string $label): string => __($label, 'pricewise'), self::MENU_LOCATIONS));
    }
}
