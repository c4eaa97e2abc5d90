<?php

declare(strict_types=1);

namespace Pricewise\Content;

/**
 * The editorial field groups the site reads, declared once. The declaration drives the stored meta,
 * its REST schema, the `acf` object of REST answers, the WPGraphQL types and the editor's form, so
 * the four can never disagree. Names, types and nullability follow the site's GraphQL schema.
 *
 * A field is `text` (String), `number` (Float) or `rows` (a list of objects with their own fields).
 * Rows marked `positional` keep empty entries between filled ones: in the comparison table a
 * product's n-th property value belongs to the n-th row label.
 */
final class FieldGroups
{
    /**
     * @return array<string, array<string, mixed>> group name => definition
     */
    public static function all(): array
    {
        return [
            'postACF' => [
                'postType' => 'post',
                'metaKey' => 'pricewise_post_acf',
                'label' => 'Article fields',
                'inRestAcf' => true,
                // Posts' subheading is read over REST (related articles) only, as on the reference site.
                'graphql' => null,
                'fields' => [
                    'subheading' => self::text('Subheading', 'Subheading (also used on related-article cards).'),
                ],
            ],
            'guideACF' => [
                'postType' => 'guide',
                'metaKey' => 'pricewise_guide_acf',
                'label' => 'Guide fields',
                'inRestAcf' => true,
                'graphql' => [
                    'type' => 'GuideACF',
                    'typeDescription' => 'Guide editorial fields (field group "guideACF").',
                    'fieldDescription' => 'Guide editorial fields.',
                ],
                'fields' => [
                    'howDidWePick' => self::rows(
                        'How did we pick',
                        'The "how did we pick" list.',
                        'GuideACFHowDidWePick',
                        'One item of the "How did we pick" list of a guide.',
                        [
                            'description' => self::text('Description', 'Criterion description.', true),
                            'title' => self::text('Title', 'Criterion title.'),
                        ],
                    ),
                    'howDidWePickTitle' => self::text('"How did we pick" title', 'Title of the "how did we pick" section.'),
                    'intro' => self::text('Intro', 'Intro text.', true),
                    'introTitle' => self::text('Intro title', 'Title of the intro section.'),
                    'subheading' => self::text('Subheading', 'Subheading (also used on related-article cards).'),
                ],
            ],
            'guidesproduct' => [
                'postType' => 'guide',
                'metaKey' => 'pricewise_guides_product',
                'label' => 'Comparison table',
                'inRestAcf' => false,
                'graphql' => [
                    'type' => 'Guidesproduct',
                    'typeDescription' => 'Guide comparison table (field group "guidesproduct").',
                    'fieldDescription' => 'Guide comparison table.',
                ],
                'fields' => [
                    'product' => self::rows(
                        'Products',
                        'Product columns.',
                        'GuidesproductProduct',
                        'A product column of the guide comparison table.',
                        [
                            'productName' => self::text('Product name', 'Product name.'),
                            'productcard' => self::text('Pricing product id', 'Product id in the pricing service.'),
                            'properties' => self::rows(
                                'Values',
                                'Property values, in the order of propertiesName.',
                                'GuidesproductProductProperties',
                                'A property value of a product column.',
                                ['propertyValue' => self::text('Value', 'Value of the property in this product column.')],
                                true,
                            ),
                        ],
                    ),
                    'propertiesName' => self::rows(
                        'Row labels',
                        'Row labels (property names).',
                        'GuidesproductPropertiesName',
                        'A row label (property name) of the guide comparison table.',
                        ['propertyName' => self::text('Label', 'Property name (row label).')],
                        true,
                    ),
                ],
            ],
            'reviewACF' => [
                'postType' => 'review',
                'metaKey' => 'pricewise_review_acf',
                'label' => 'Review fields',
                'inRestAcf' => true,
                'graphql' => [
                    'type' => 'ReviewACF',
                    'typeDescription' => 'Review editorial fields (field group "reviewACF").',
                    'fieldDescription' => 'Review editorial fields: the reviewed catalogue product.',
                ],
                'fields' => [
                    'productName' => self::text('Product name', 'Name of the reviewed product.'),
                    'productcard' => self::text('Pricing product id', 'Id of the reviewed product in the pricing service.'),
                    'rating' => [
                        'kind' => 'number',
                        'label' => 'Rating (0-5)',
                        'description' => 'Our rating out of 5.',
                        'min' => 0,
                        'max' => 5,
                    ],
                    'subheading' => self::text('Subheading', 'Subheading (also used on related-article cards).'),
                ],
            ],
        ];
    }

    /**
     * The groups this plugin registers: every group that ACF does not already define.
     *
     * @param list<array<string, mixed>> $acfGroups what acf_get_field_groups() returns (empty without ACF)
     * @return array<string, array<string, mixed>>
     */
    public static function toRegister(array $acfGroups): array
    {
        $definedByAcf = [];
        foreach ($acfGroups as $group) {
            // WPGraphQL for ACF names a group's field after `graphql_field_name`; else after its title.
            foreach (['graphql_field_name', 'title'] as $key) {
                if (isset($group[$key]) && is_string($group[$key])) {
                    $definedByAcf[] = strtolower(str_replace([' ', '_', '-'], '', $group[$key]));
                }
            }
        }
        return array_filter(
            self::all(),
            static fn (string $name): bool => !in_array(strtolower($name), $definedByAcf, true),
            ARRAY_FILTER_USE_KEY,
        );
    }

    /**
     * The groups of one post type.
     *
     * @param array<string, array<string, mixed>> $groups
     * @return array<string, array<string, mixed>>
     */
    public static function forPostType(array $groups, string $postType): array
    {
        return array_filter($groups, static fn (array $group): bool => $group['postType'] === $postType);
    }

    /**
     * @return array<string, mixed>
     */
    private static function text(string $label, string $description, bool $multiline = false): array
    {
        return ['kind' => 'text', 'label' => $label, 'description' => $description, 'multiline' => $multiline];
    }

    /**
     * @param array<string, array<string, mixed>> $fields
     * @return array<string, mixed>
     */
    private static function rows(
        string $label,
        string $description,
        string $graphqlType,
        string $typeDescription,
        array $fields,
        bool $positional = false,
    ): array {
        return [
            'kind' => 'rows',
            'label' => $label,
            'description' => $description,
            'graphqlType' => $graphqlType,
            'typeDescription' => $typeDescription,
            'fields' => $fields,
            'positional' => $positional,
        ];
    }
}
