<?php

declare(strict_types=1);

namespace Pricewise\Content;

use WP_Post;

/**
 * The editor's form for the field groups, so editors fill them in without ACF: one box per group
 * under the content, lists as tables with a blank row to add one. Works in the classic and the
 * block editor (which saves boxes after the post).
 */
final class FieldsMetaBox
{
    private const NONCE = 'pricewise_fields_nonce';
    private const INPUT = 'pricewise_fields';

    public function __construct(private readonly FieldStore $store)
    {
    }

    public function register(): void
    {
        add_action('add_meta_boxes', [$this, 'addBoxes'], 10, 2);
        add_action('save_post', [$this, 'save'], 10, 2);
    }

    public function addBoxes(string $postType, mixed $post): void
    {
        foreach (FieldGroups::forPostType($this->store->groups(), $postType) as $name => $group) {
            add_meta_box('pricewise-' . strtolower($name), $group['label'], [$this, 'render'], $postType, 'normal', 'high', [
                'group' => $name,
            ]);
        }
    }

    /**
     * @param array{args: array{group: string}} $box
     */
    public function render(WP_Post $post, array $box): void
    {
        $name = $box['args']['group'];
        $group = $this->store->groups()[$name];
        $values = $this->store->present($name, $post->ID) ?? [];
        wp_nonce_field('pricewise_fields_' . $post->ID, self::NONCE);
        echo '<div class="pricewise-fields">';
        $this->renderFields($group['fields'], $values, self::INPUT . '[' . $name . ']');
        echo '</div>';
    }

    public function save(int $postId, WP_Post $post): void
    {
        $nonce = isset($_POST[self::NONCE]) ? sanitize_text_field(wp_unslash($_POST[self::NONCE])) : '';
        if ($nonce === '' || !wp_verify_nonce($nonce, 'pricewise_fields_' . $postId)) {
            return;
        }
        if (wp_is_post_autosave($postId) || wp_is_post_revision($postId) || !current_user_can('edit_post', $postId)) {
            return;
        }
        // Sanitised field by field against the declaration in FieldStore::save.
        $input = isset($_POST[self::INPUT]) && is_array($_POST[self::INPUT]) ? wp_unslash($_POST[self::INPUT]) : [];
        foreach (array_keys(FieldGroups::forPostType($this->store->groups(), $post->post_type)) as $name) {
            $this->store->save($name, $postId, $input[$name] ?? []);
        }
    }

    /**
     * @param array<string, array<string, mixed>> $fields
     * @param array<string, mixed> $values
     */
    private function renderFields(array $fields, array $values, string $prefix): void
    {
        foreach ($fields as $name => $field) {
            $inputName = $prefix . '[' . $name . ']';
            if ($field['kind'] === 'rows') {
                echo '<p><strong>' . esc_html($field['label']) . '</strong></p>';
                $this->renderRows($field, is_array($values[$name] ?? null) ? $values[$name] : [], $inputName);
                continue;
            }
            $id = 'pw-' . md5($inputName);
            echo '<p><label for="' . esc_attr($id) . '"><strong>' . esc_html($field['label']) . '</strong></label><br>';
            $this->renderInput($field, $values[$name] ?? null, $inputName, $id);
            echo '</p>';
        }
    }

    /**
     * @param array<string, mixed> $field
     * @param list<array<string, mixed>> $rows
     */
    private function renderRows(array $field, array $rows, string $inputName): void
    {
        // One blank row more than stored: saving with it filled adds an item; empty rows are dropped.
        $rows[] = [];
        echo '<table class="widefat striped" role="presentation"><tbody>';
        foreach ($rows as $index => $row) {
            echo '<tr><td>';
            $this->renderFields($field['fields'], $row, $inputName . '[' . $index . ']');
            echo '</td></tr>';
        }
        echo '</tbody></table>';
        echo '<p class="description">' . esc_html__('Fill the empty row to add one; clear a row to remove it.', 'pricewise') . '</p>';
    }

    /**
     * @param array<string, mixed> $field
     */
    private function renderInput(array $field, mixed $value, string $inputName, string $id): void
    {
        $common = 'id="' . esc_attr($id) . '" name="' . esc_attr($inputName) . '" class="widefat"';
        if ($field['kind'] === 'number') {
            printf(
                '<input type="number" step="0.1" min="%s" max="%s" %s value="%s">',
                esc_attr((string) $field['min']),
                esc_attr((string) $field['max']),
                $common,
                esc_attr($value === null ? '' : (string) $value),
            );
            return;
        }
        if ($field['multiline']) {
            echo '<textarea rows="4" ' . $common . '>' . esc_textarea((string) $value) . '</textarea>';
            return;
        }
        echo '<input type="text" ' . $common . ' value="' . esc_attr((string) $value) . '">';
    }
}
