<?php

declare(strict_types=1);

namespace Pricewise\Tests;

use PHPUnit\Framework\TestCase;
use Pricewise\Content\FieldGroups;

final class FieldGroupsTest extends TestCase
{
    public function testWithoutAcfEveryGroupIsThePluginsOwn(): void
    {
        $this->assertSame(['postACF', 'guideACF', 'guidesproduct', 'reviewACF'], array_keys(FieldGroups::toRegister([])));
    }

    public function testGroupsAcfDefinesByGraphqlNameOrTitleAreLeftToAcf(): void
    {
        $acf = [
            ['key' => 'group_1', 'title' => 'Guide fields', 'graphql_field_name' => 'guideACF'],
            ['key' => 'group_2', 'title' => 'Review ACF'],
            ['key' => 'group_3', 'title' => 'Unrelated', 'graphql_field_name' => 'heroBanner'],
        ];
        $this->assertSame(['postACF', 'guidesproduct'], array_keys(FieldGroups::toRegister($acf)));
    }

    public function testEachPostTypeGetsItsGroups(): void
    {
        $all = FieldGroups::all();
        $this->assertSame(['guideACF', 'guidesproduct'], array_keys(FieldGroups::forPostType($all, 'guide')));
        $this->assertSame(['reviewACF'], array_keys(FieldGroups::forPostType($all, 'review')));
        $this->assertSame(['postACF'], array_keys(FieldGroups::forPostType($all, 'post')));
        $this->assertSame([], FieldGroups::forPostType($all, 'page'));
    }

    public function testMetaKeysAreTheirOwnAndDistinct(): void
    {
        $keys = array_column(FieldGroups::all(), 'metaKey');
        $this->assertSame($keys, array_unique($keys));
        foreach ($keys as $key) {
            $this->assertStringStartsWith('pricewise_', $key);
        }
    }
}
