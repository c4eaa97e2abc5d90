<?php

declare(strict_types=1);

namespace Pricewise\Tests;

/**
 * Reads the copied part of the site's GraphQL schema (tests/wordpress/fixtures) into plain
 * arrays: each type's description, interfaces and fields (type as written, e.g. `[GuideACFHowDidWePick]`,
 * and description). Enough SDL for the type, enum and `extend type` blocks the fixture holds.
 */
final class SdlFixture
{
    /** @var array<string, array<string, mixed>> */
    private array $types = [];

    public function __construct(string $file)
    {
        $lines = file($file, FILE_IGNORE_NEW_LINES);
        if ($lines === false) {
            throw new \RuntimeException("Cannot read {$file}");
        }
        $this->parse($lines);
    }

    public static function load(): self
    {
        return new self(__DIR__ . '/../fixtures/wpgraphql-schema.graphql');
    }

    /**
     * @return array<string, mixed> kind, description, interfaces and fields (name => type, description)
     */
    public function type(string $name): array
    {
        if (!isset($this->types[$name])) {
            throw new \OutOfBoundsException("The fixture has no type {$name}");
        }
        return $this->types[$name];
    }

    /**
     * @param list<string> $lines
     */
    private function parse(array $lines): void
    {
        $current = null;
        $description = null;
        $argsDepth = 0;
        foreach ($lines as $line) {
            $trimmed = trim($line);
            if (preg_match('/^"""(.*)"""$/', $trimmed, $match) === 1) {
                $description = html_entity_decode($match[1], ENT_QUOTES | ENT_HTML5);
                continue;
            }
            if ($current === null) {
                if (preg_match('/^(extend type|type|enum) (\w+)(?: implements ([\w& ]+))? \{$/', $trimmed, $match) === 1) {
                    $current = $match[2];
                    $this->types[$current] ??= ['kind' => $match[1], 'description' => null, 'interfaces' => [], 'fields' => []];
                    if ($match[1] !== 'extend type') {
                        $this->types[$current]['description'] = $description;
                        $this->types[$current]['interfaces'] = isset($match[3]) ? array_map('trim', explode('&', $match[3])) : [];
                    }
                }
                $description = null;
                continue;
            }
            if ($trimmed === '}') {
                $current = null;
                continue;
            }
            if ($argsDepth > 0) {
                // Inside a field's multi-line arguments: the field ends with `): Type`.
                if (preg_match('/^\):\s*(\S+)/', $trimmed, $match) === 1) {
                    $argsDepth = 0;
                    $this->types[$current]['fields'][$pendingField] = ['type' => $match[1], 'description' => $pendingDescription];
                }
                continue;
            }
            if (preg_match('/^(\w+)\($/', $trimmed, $match) === 1) {
                $argsDepth = 1;
                $pendingField = $match[1];
                $pendingDescription = $description;
            } elseif (preg_match('/^(\w+)(?:\(.*\))?:\s*(\S+)/', $trimmed, $match) === 1) {
                $this->types[$current]['fields'][$match[1]] = ['type' => $match[2], 'description' => $description];
            } elseif (preg_match('/^([A-Z_]+)$/', $trimmed, $match) === 1) {
                $this->types[$current]['fields'][$match[1]] = ['type' => 'enum value', 'description' => $description];
            }
            if ($trimmed !== '' && !str_starts_with($trimmed, '"')) {
                $description = null;
            }
        }
    }
}
