<?php

declare(strict_types=1);

namespace Pricewise\Content;

/**
 * The WPGraphQL object types and fields of the field groups, built from their declaration. Kept
 * free of WordPress so it can be compared with the site's schema without a running WPGraphQL.
 *
 * The configs use WPGraphQL's register_graphql_object_type / register_graphql_field format: a
 * `type` is a type name or `['list_of' => name]`; every field is nullable, as in the site's schema.
 */
final class GraphqlSchema
{
    private const POST_TYPE_TYPES = ['post' => 'Post', 'guide' => 'Guide', 'review' => 'Review'];

    /**
     * Object types by name, in registration order (nested types first).
     *
     * @param array<string, array<string, mixed>> $groups
     * @return array<string, array{description: string, fields: array<string, array<string, mixed>>}>
     */
    public static function objectTypes(array $groups): array
    {
        $types = [];
        foreach ($groups as $group) {
            if ($group['graphql'] === null) {
                continue;
            }
            $types += self::typesOf($group['graphql']['type'], $group['graphql']['typeDescription'], $group['fields']);
        }
        return $types;
    }

    /**
     * The fields that attach each group to its post type's type (`Guide.guideACF`).
     *
     * @param array<string, array<string, mixed>> $groups
     * @return list<array{typeName: string, fieldName: string, group: string, config: array<string, mixed>}>
     */
    public static function groupFields(array $groups): array
    {
        $fields = [];
        foreach ($groups as $name => $group) {
            if ($group['graphql'] === null) {
                continue;
            }
            $fields[] = [
                'typeName' => self::POST_TYPE_TYPES[$group['postType']],
                'fieldName' => $name,
                'group' => $name,
                'config' => ['type' => $group['graphql']['type'], 'description' => $group['graphql']['fieldDescription']],
            ];
        }
        return $fields;
    }

    /**
     * @param array<string, array<string, mixed>> $fields
     * @return array<string, array{description: string, fields: array<string, array<string, mixed>>}>
     */
    private static function typesOf(string $typeName, string $description, array $fields): array
    {
        $nested = [];
        $config = [];
        foreach ($fields as $name => $field) {
            $config[$name] = ['type' => self::typeOf($field), 'description' => $field['description']];
            if ($field['kind'] === 'rows') {
                $nested += self::typesOf($field['graphqlType'], $field['typeDescription'], $field['fields']);
            }
        }
        return $nested + [$typeName => ['description' => $description, 'fields' => $config]];
    }

    /**
     * @param array<string, mixed> $field
     * @return string|array<string, string>
     */
    private static function typeOf(array $field): string|array
    {
        return match ($field['kind']) {
            'text' => 'String',
            'number' => 'Float',
            'rows' => ['list_of' => $field['graphqlType']],
        };
    }
}
