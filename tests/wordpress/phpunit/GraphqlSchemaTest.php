<?php

declare(strict_types=1);

namespace Pricewise\Tests;

use PHPUnit\Framework\TestCase;
use Pricewise\Content\FieldGroups;
use Pricewise\Content\GraphqlSchema;

/**
 * The plugin's WPGraphQL types must be the site's schema exactly: names, field types,
 * nullability and descriptions (the reference is WPGraphQL's own output, HTML-escaped).
 */
final class GraphqlSchemaTest extends TestCase
{
    /**
     * @param string|array<string, mixed> $type WPGraphQL's type config
     */
    private static function sdlType(string|array $type): string
    {
        if (is_string($type)) {
            return $type;
        }
        if (isset($type['non_null'])) {
            return self::sdlType($type['non_null']) . '!';
        }
        return '[' . self::sdlType($type['list_of']) . ']';
    }

    public function testEachObjectTypeHasExactlyTheFieldsTypesAndDescriptionsOfTheSiteSchema(): void
    {
        $schema = SdlFixture::load();
        $types = GraphqlSchema::objectTypes(FieldGroups::all());
        $this->assertSame(
            [
                'GuideACFHowDidWePick', 'GuideACF', 'GuidesproductProductProperties', 'GuidesproductProduct',
                'GuidesproductPropertiesName', 'Guidesproduct', 'ReviewACF',
            ],
            array_keys($types),
        );
        foreach ($types as $name => $type) {
            $reference = $schema->type($name);
            $this->assertSame($reference['description'], $type['description'], $name);
            $fields = [];
            foreach ($type['fields'] as $fieldName => $config) {
                $fields[$fieldName] = ['type' => self::sdlType($config['type']), 'description' => $config['description']];
            }
            ksort($fields);
            $expected = $reference['fields'];
            ksort($expected);
            $this->assertSame($expected, $fields, $name);
        }
    }

    public function testTheGroupsAttachToTheirPostTypesUnderTheSiteSchemaNames(): void
    {
        $schema = SdlFixture::load();
        $fields = GraphqlSchema::groupFields(FieldGroups::all());
        $this->assertSame(
            [['Guide', 'guideACF'], ['Guide', 'guidesproduct'], ['Review', 'reviewACF']],
            array_map(static fn (array $field): array => [$field['typeName'], $field['fieldName']], $fields),
        );
        foreach ($fields as $field) {
            $reference = $schema->type($field['typeName'])['fields'][$field['fieldName']];
            $this->assertSame($reference['type'], $field['config']['type']);
            $this->assertSame($reference['description'], $field['config']['description']);
        }
    }

    public function testPostsSubheadingStaysOutOfGraphql(): void
    {
        $groups = ['postACF' => FieldGroups::all()['postACF']];
        $this->assertSame([], GraphqlSchema::objectTypes($groups));
        $this->assertSame([], GraphqlSchema::groupFields($groups));
    }

    public function testAGroupAcfDefinesRegistersNoTypeOfItsOwn(): void
    {
        $groups = FieldGroups::toRegister([['title' => 'Guide comparison', 'graphql_field_name' => 'guidesproduct']]);
        $types = array_keys(GraphqlSchema::objectTypes($groups));
        $this->assertNotContains('Guidesproduct', $types);
        $this->assertNotContains('GuidesproductProduct', $types);
        $this->assertContains('GuideACF', $types);
    }
}
