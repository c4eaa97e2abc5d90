<?php

declare(strict_types=1);

namespace Pricewise\Content;

/**
 * The field groups as post meta: one object per group, registered with its full schema so REST
 * shows and validates it, read back for REST's `acf` object and for WPGraphQL.
 */
final class FieldStore
{
    /** @var array<string, array<string, mixed>>|null */
    private ?array $groups = null;

    public function register(): void
    {
        add_action('init', [$this, 'registerMeta'], 20);
        add_action('rest_api_init', [$this, 'registerRestAcf'], 99);
    }

    /**
     * The groups this plugin provides: those ACF does not define itself. Asked late (after `init`),
     * once ACF has loaded its groups.
     *
     * @return array<string, array<string, mixed>>
     */
    public function groups(): array
    {
        if ($this->groups === null) {
            $acfGroups = function_exists('acf_get_field_groups') ? acf_get_field_groups() : [];
            $this->groups = FieldGroups::toRegister(is_array($acfGroups) ? $acfGroups : []);
        }
        return $this->groups;
    }

    public function registerMeta(): void
    {
        foreach ($this->groups() as $group) {
            register_post_meta($group['postType'], $group['metaKey'], [
                'type' => 'object',
                'description' => $group['label'],
                'single' => true,
                'sanitize_callback' => static fn (mixed $value): array => FieldValues::sanitize($group['fields'], $value),
                'auth_callback' => static fn (bool $allowed, string $key, int $postId): bool =>
                    current_user_can('edit_post', $postId),
                'show_in_rest' => ['schema' => FieldValues::jsonSchema($group['fields'])],
            ]);
        }
    }

    /**
     * REST's `acf` object, as ACF shows it: the post type's group fields, flat. When ACF already
     * adds an `acf` field for the type (with other groups), ours are merged into its answer.
     */
    public function registerRestAcf(): void
    {
        global $wp_rest_additional_fields;
        foreach ($this->groups() as $name => $group) {
            if (!$group['inRestAcf']) {
                continue;
            }
            $postType = $group['postType'];
            $existing = $wp_rest_additional_fields[$postType]['acf']['get_callback'] ?? null;
            $schema = FieldValues::jsonSchema($group['fields']);
            register_rest_field($postType, 'acf', [
                'get_callback' => function (array $post) use ($name, $existing): object {
                    $other = is_callable($existing) ? (array) $existing($post, 'acf') : [];
                    return (object) array_merge($other, $this->present($name, (int) $post['id']) ?? []);
                },
                'schema' => [
                    'description' => 'Editorial fields, as Advanced Custom Fields shows them.',
                    'type' => 'object',
                    'context' => ['view', 'edit', 'embed'],
                    'readonly' => true,
                    'properties' => $schema['properties'],
                ],
            ]);
        }
    }

    /**
     * A group's values as REST and GraphQL answer them; null when the post never had any. A
     * revision (a preview) without its own values shows its parent's.
     *
     * @return array<string, mixed>|null
     */
    public function present(string $groupName, int $postId): ?array
    {
        $group = $this->groups()[$groupName] ?? null;
        if ($group === null) {
            return null;
        }
        $stored = get_post_meta($postId, $group['metaKey'], true);
        $parent = wp_is_post_revision($postId);
        if (($stored === '' || $stored === []) && $parent !== false) {
            $stored = get_post_meta($parent, $group['metaKey'], true);
        }
        return FieldValues::present($group['fields'], $stored);
    }

    /**
     * Stores a group's values from the editor's form; an empty group leaves no meta behind.
     */
    public function save(string $groupName, int $postId, mixed $input): void
    {
        $group = $this->groups()[$groupName] ?? null;
        if ($group === null) {
            return;
        }
        $values = FieldValues::sanitize($group['fields'], $input);
        if (FieldValues::isEmpty($values)) {
            delete_post_meta($postId, $group['metaKey']);
            return;
        }
        update_post_meta($postId, $group['metaKey'], $values);
    }
}
