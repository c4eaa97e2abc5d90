<?php

/**
 * The plugin's pure rules run without WordPress: only its class loader is needed.
 */

declare(strict_types=1);

require_once __DIR__ . '/../../../wordpress/pricewise/src/autoload.php';
require_once __DIR__ . '/SdlFixture.php';
