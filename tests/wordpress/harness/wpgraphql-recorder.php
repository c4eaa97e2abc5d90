<?php

/**
 * Stand-ins for WPGraphQL's registration functions, which record what the plugin registers on
 * `graphql_register_types` (WPGraphQL itself cannot be installed in the tests). Loaded only when
 * WPGraphQL is absent.
 */

declare(strict_types=1);

/**
 * @param array<string, mixed> $config
 */
function register_graphql_object_type(string $typeName, array $config): void
{
    $GLOBALS['pricewise_test_graphql']['types'][$typeName] = $config;
}

/**
 * @param array<string, mixed> $config
 */
function register_graphql_field(string $typeName, string $fieldName, array $config): void
{
    $GLOBALS['pricewise_test_graphql']['fields'][$typeName][$fieldName] = $config;
}
