<?php

/**
 * ACF's acf_get_field_groups(), answering the groups given in PRICEWISE_TEST_ACF_GROUPS (JSON), so
 * a command runs as if ACF were active and defined them.
 */

declare(strict_types=1);

/**
 * @return list<array<string, mixed>>
 */
function acf_get_field_groups(): array
{
    $groups = json_decode((string) getenv('PRICEWISE_TEST_ACF_GROUPS'), true);
    return is_array($groups) ? $groups : [];
}
