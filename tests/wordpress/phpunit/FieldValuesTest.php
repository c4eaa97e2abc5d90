<?php

declare(strict_types=1);

namespace Pricewise\Tests;

use PHPUnit\Framework\TestCase;
use Pricewise\Content\FieldGroups;
use Pricewise\Content\FieldValues;

/**
 * Stored meta to the shape REST's `acf` and WPGraphQL answer, and editor input to stored meta.
 */
final class FieldValuesTest extends TestCase
{
    /** @return array<string, array<string, mixed>> */
    private static function fields(string $group): array
    {
        return FieldGroups::all()[$group]['fields'];
    }

    public function testAPostThatNeverHadTheGroupAnswersNull(): void
    {
        $this->assertNull(FieldValues::present(self::fields('guideACF'), ''));
        $this->assertNull(FieldValues::present(self::fields('guideACF'), []));
        $this->assertNull(FieldValues::present(self::fields('guideACF'), 'not an array'));
    }

    public function testEveryDeclaredFieldIsPresentAndMissingOnesAreNull(): void
    {
        $this->assertSame(
            ['howDidWePick' => [], 'howDidWePickTitle' => null, 'intro' => 'We tested them.', 'introTitle' => null, 'subheading' => null],
            FieldValues::present(self::fields('guideACF'), ['intro' => 'We tested them.', 'unknown' => 'dropped']),
        );
    }

    public function testTheComparisonTableKeepsPropertyValuesAlignedWithTheirRowLabels(): void
    {
        $stored = [
            'propertiesName' => [['propertyName' => 'Suction'], ['propertyName' => ''], ['propertyName' => 'Noise']],
            'product' => [
                ['productName' => 'Roborock Q8', 'productcard' => '12', 'properties' => [
                    ['propertyValue' => '5500 Pa'], ['propertyValue' => ''], ['propertyValue' => '65 dB'], ['propertyValue' => ' '],
                ]],
                ['productName' => '', 'productcard' => '', 'properties' => [['propertyValue' => '']]],
            ],
        ];
        $this->assertSame(
            [
                'product' => [[
                    'productName' => 'Roborock Q8',
                    'productcard' => '12',
                    'properties' => [['propertyValue' => '5500 Pa'], ['propertyValue' => null], ['propertyValue' => '65 dB']],
                ]],
                'propertiesName' => [['propertyName' => 'Suction'], ['propertyName' => null], ['propertyName' => 'Noise']],
            ],
            FieldValues::present(self::fields('guidesproduct'), $stored),
        );
    }

    public function testListItemsWithNothingInThemAreDropped(): void
    {
        $values = FieldValues::sanitize(self::fields('guideACF'), ['howDidWePick' => [
            ['title' => '', 'description' => '  '], ['title' => 'Suction', 'description' => ''], [], 'not a row',
        ]]);
        $this->assertSame([['description' => null, 'title' => 'Suction']], $values['howDidWePick']);
    }

    public function testTextIsTrimmedAndLosesControlCharactersButKeepsLineBreaks(): void
    {
        $values = FieldValues::sanitize(self::fields('guideACF'), ['intro' => "  One\x00\x07 line\nand another  ", 'subheading' => 42]);
        $this->assertSame("One line\nand another", $values['intro']);
        $this->assertSame('42', $values['subheading']);
        $this->assertNull(FieldValues::sanitize(self::fields('guideACF'), ['introTitle' => ['an array']])['introTitle']);
    }

    public function testTheRatingIsANumberFromZeroToFive(): void
    {
        $fields = self::fields('reviewACF');
        $rating = static fn (mixed $input): ?float => FieldValues::sanitize($fields, ['rating' => $input])['rating'];
        $this->assertSame(4.5, $rating('4.5'));
        $this->assertSame(0.0, $rating(0));
        $this->assertSame(5.0, $rating(5));
        $this->assertNull($rating(5.1));
        $this->assertNull($rating(-1));
        $this->assertNull($rating('four'));
        $this->assertNull($rating(''));
    }

    public function testSanitizingTwiceChangesNothing(): void
    {
        $fields = self::fields('guidesproduct');
        $once = FieldValues::sanitize($fields, ['product' => [['productName' => ' A ', 'properties' => [['propertyValue' => 'x']]]]]);
        $this->assertSame($once, FieldValues::sanitize($fields, $once));
    }

    public function testAGroupWithNoValuesIsEmpty(): void
    {
        $this->assertTrue(FieldValues::isEmpty(FieldValues::sanitize(self::fields('reviewACF'), ['subheading' => '  '])));
        $this->assertFalse(FieldValues::isEmpty(FieldValues::sanitize(self::fields('reviewACF'), ['rating' => 0])));
    }

    public function testTheRestSchemaDescribesEveryFieldAsNullableAndRefusesOthers(): void
    {
        $schema = FieldValues::jsonSchema(self::fields('guidesproduct'));
        $this->assertFalse($schema['additionalProperties']);
        $this->assertSame(['array', 'null'], $schema['properties']['product']['type']);
        $product = $schema['properties']['product']['items'];
        $this->assertSame(['string', 'null'], $product['properties']['productcard']['type']);
        $this->assertSame(['array', 'null'], $product['properties']['properties']['type']);
        $this->assertSame(['string', 'null'], $product['properties']['properties']['items']['properties']['propertyValue']['type']);
        $rating = FieldValues::jsonSchema(self::fields('reviewACF'))['properties']['rating'];
        $this->assertSame(['type' => ['number', 'null'], 'description' => 'Our rating out of 5.', 'minimum' => 0, 'maximum' => 5], $rating);
    }
}
