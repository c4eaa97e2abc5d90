<?php

declare(strict_types=1);

namespace Pricewise\Tests;

use PHPUnit\Framework\TestCase;
use Pricewise\Content\ContentModel;

/**
 * WPGraphQL derives type names, connections and interfaces from the registration arguments; the
 * site's queries need the names of its schema.
 */
final class ContentModelTest extends TestCase
{
    /** WPGraphQL's interface for each `supports` feature. */
    private const SUPPORT_INTERFACES = [
        'title' => 'NodeWithTitle',
        'editor' => 'NodeWithContentEditor',
        'author' => 'NodeWithAuthor',
        'thumbnail' => 'NodeWithFeaturedImage',
        'excerpt' => 'NodeWithExcerpt',
        'comments' => 'NodeWithComments',
        'trackbacks' => 'NodeWithTrackbacks',
        'revisions' => 'NodeWithRevisions',
        'page-attributes' => 'NodeWithPageAttributes',
    ];

    public function testPostTypesHaveTheTypeNamesConnectionsAndInterfacesOfTheSiteSchema(): void
    {
        $schema = SdlFixture::load();
        foreach (ContentModel::postTypes() as $name => $args) {
            $type = $schema->type(ucfirst($args['graphql_single_name']));
            $this->assertContains('ContentNode', $type['interfaces'], $name);
            $expected = array_values(array_filter(
                $type['interfaces'],
                static fn (string $interface): bool => in_array($interface, self::SUPPORT_INTERFACES, true),
            ));
            $actual = array_values(array_filter(array_map(
                static fn (string $feature): ?string => self::SUPPORT_INTERFACES[$feature] ?? null,
                $args['supports'],
            )));
            sort($expected);
            sort($actual);
            $this->assertSame($expected, $actual, $name);
            $this->assertContains('custom-fields', $args['supports'], 'REST shows registered meta only with custom-fields');
        }
    }

    public function testPostTypesLiveAtTheSitesUrlsAndRestBases(): void
    {
        $types = ContentModel::postTypes();
        $this->assertSame(['guide', 'review'], array_keys($types));
        $this->assertSame(['slug' => 'guide', 'with_front' => false], $types['guide']['rewrite']);
        $this->assertSame('guides', $types['guide']['rest_base']);
        $this->assertSame('reviews', $types['review']['rest_base']);
        $this->assertSame('guide', $types['guide']['has_archive']);
        foreach ($types as $args) {
            $this->assertTrue($args['show_in_rest']);
            $this->assertTrue($args['show_in_graphql']);
        }
    }

    public function testTaxonomiesHaveTheSiteSchemaNames(): void
    {
        $schema = SdlFixture::load();
        foreach (ContentModel::taxonomies() as $name => $args) {
            $type = $schema->type(ucfirst($args['graphql_single_name']));
            $this->assertContains('TermNode', $type['interfaces'], $name);
            $this->assertContains('HierarchicalTermNode', $type['interfaces'], $name);
            $this->assertTrue($args['hierarchical']);
            $postType = $schema->type(ucfirst($args['objectType']));
            $connection = $args['graphql_plural_name'];
            $this->assertArrayHasKey($connection, $postType['fields'], "{$args['objectType']}.{$connection}");
            $this->assertSame($name, $args['rest_base']);
            $this->assertSame(str_replace('_', '-', $name), $args['rewrite']['slug']);
        }
    }

    public function testMenuLocationsAreTheSiteSchemaEnumValues(): void
    {
        $enum = SdlFixture::load()->type('MenuLocationEnum');
        $values = array_map('strtoupper', array_keys(ContentModel::MENU_LOCATIONS));
        sort($values);
        $this->assertSame(array_keys($enum['fields']), $values);
    }
}
