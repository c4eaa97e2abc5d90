<?php

declare(strict_types=1);

namespace Pricewise\Content;

/**
 * Registers the field groups with WPGraphQL on `graphql_register_types`. Without WPGraphQL the
 * action never fires and nothing happens.
 */
final class GraphqlRegistration
{
    public function __construct(private readonly FieldStore $store)
    {
    }

    public function register(): void
    {
        add_action('graphql_register_types', [$this, 'registerTypes']);
    }

    public function registerTypes(): void
    {
        $groups = $this->store->groups();
        foreach (GraphqlSchema::objectTypes($groups) as $typeName => $type) {
            $fields = [];
            foreach ($type['fields'] as $fieldName => $config) {
                // Values are plain arrays keyed by field name (see FieldValues::present).
                $config['resolve'] = static fn (mixed $source): mixed => is_array($source) ? ($source[$fieldName] ?? null) : null;
                $fields[$fieldName] = $config;
            }
            register_graphql_object_type($typeName, ['description' => $type['description'], 'fields' => $fields]);
        }
        foreach (GraphqlSchema::groupFields($groups) as $field) {
            $group = $field['group'];
            $config = $field['config'];
            // The source is WPGraphQL's Post model; a preview's revision falls back to its parent's fields.
            $config['resolve'] = function (mixed $post) use ($group): ?array {
                // WPGraphQL's models answer properties through __get.
                $postId = is_object($post) ? (int) $post->databaseId : 0;
                return $postId > 0 ? $this->store->present($group, $postId) : null;
            };
            register_graphql_field($field['typeName'], $field['fieldName'], $config);
        }
    }
}
