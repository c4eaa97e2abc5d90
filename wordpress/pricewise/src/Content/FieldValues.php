<?php

declare(strict_types=1);

namespace Pricewise\Content;

/**
 * Pure rules between a field group's declaration (see FieldGroups) and its values: what is stored,
 * what REST and GraphQL answer, and the REST schema that describes both.
 */
final class FieldValues
{
    private const MAX_TEXT_LENGTH = 20000;

    /**
     * Turns input (a REST body or the editor's form) into the stored shape: every declared field,
     * text trimmed (null when empty), numbers within their range (null otherwise), rows without
     * the empty ones (positional rows only lose their empty tail). Undeclared keys are dropped.
     *
     * @param array<string, array<string, mixed>> $fields
     * @return array<string, mixed>
     */
    public static function sanitize(array $fields, mixed $input): array
    {
        $input = is_array($input) ? $input : [];
        $values = [];
        foreach ($fields as $name => $field) {
            $values[$name] = self::sanitizeField($field, $input[$name] ?? null);
        }
        return $values;
    }

    /**
     * The group as REST's `acf` and WPGraphQL answer it: every declared field present, missing
     * ones null. Nothing stored at all is null, as WPGraphQL answers a group a post never filled.
     *
     * @param array<string, array<string, mixed>> $fields
     * @return array<string, mixed>|null
     */
    public static function present(array $fields, mixed $stored): ?array
    {
        if (!is_array($stored) || $stored === []) {
            return null;
        }
        return self::sanitize($fields, $stored);
    }

    /**
     * True when no field holds a value, so nothing needs storing.
     *
     * @param array<string, mixed> $values
     */
    public static function isEmpty(array $values): bool
    {
        foreach ($values as $value) {
            if ($value !== null && $value !== []) {
                return false;
            }
        }
        return true;
    }

    /**
     * The JSON schema of a group's stored value, for register_post_meta's `show_in_rest`.
     *
     * @param array<string, array<string, mixed>> $fields
     * @return array<string, mixed>
     */
    public static function jsonSchema(array $fields): array
    {
        $properties = [];
        foreach ($fields as $name => $field) {
            $properties[$name] = self::fieldSchema($field);
        }
        return ['type' => 'object', 'properties' => $properties, 'additionalProperties' => false];
    }

    /**
     * @param array<string, mixed> $field
     * @return array<string, mixed>
     */
    private static function fieldSchema(array $field): array
    {
        return match ($field['kind']) {
            'text' => ['type' => ['string', 'null'], 'description' => $field['description']],
            'number' => [
                'type' => ['number', 'null'],
                'description' => $field['description'],
                'minimum' => $field['min'],
                'maximum' => $field['max'],
            ],
            'rows' => [
                'type' => ['array', 'null'],
                'description' => $field['description'],
                'items' => self::jsonSchema($field['fields']),
            ],
        };
    }

    /**
     * @param array<string, mixed> $field
     */
    private static function sanitizeField(array $field, mixed $value): mixed
    {
        return match ($field['kind']) {
            'text' => self::sanitizeText($value),
            'number' => self::sanitizeNumber($field, $value),
            'rows' => self::sanitizeRows($field, $value),
        };
    }

    private static function sanitizeText(mixed $value): ?string
    {
        if (!is_string($value) && !is_int($value) && !is_float($value)) {
            return null;
        }
        // Control characters other than line breaks and tabs have no place in editorial text.
        $text = trim((string) preg_replace('/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', '', (string) $value));
        if ($text === '') {
            return null;
        }
        return mb_substr($text, 0, self::MAX_TEXT_LENGTH);
    }

    /**
     * @param array<string, mixed> $field
     */
    private static function sanitizeNumber(array $field, mixed $value): ?float
    {
        if (is_string($value)) {
            $value = trim($value);
        }
        if (!is_numeric($value)) {
            return null;
        }
        $number = (float) $value;
        return $number >= $field['min'] && $number <= $field['max'] ? $number : null;
    }

    /**
     * @param array<string, mixed> $field
     * @return list<array<string, mixed>>
     */
    private static function sanitizeRows(array $field, mixed $value): array
    {
        $rows = [];
        foreach (is_array($value) ? array_values($value) : [] as $row) {
            $clean = self::sanitize($field['fields'], $row);
            if ($field['positional'] || !self::isEmpty($clean)) {
                $rows[] = $clean;
            }
        }
        while ($rows !== [] && self::isEmpty($rows[count($rows) - 1])) {
            array_pop($rows);
        }
        return $rows;
    }
}
