<?php

/**
 * Runs one command against a test WordPress from the command line, for the test harness:
 *
 *   php wp-command.php SITE_DIR COMMAND '{"json":"arguments"}'
 *
 * Prints `{"ok":true,"result":…}` or `{"ok":false,"error":"…"}` (exit 1). Loading WordPress unsets
 * globals named like its loop variables, so this script's own are prefixed.
 */

declare(strict_types=1);

[, $pwSite, $pwCommand] = $argv + [null, null, null];
$pwArgs = json_decode($argv[3] ?? '{}', true, 512, JSON_THROW_ON_ERROR);
$pwUrl = (string) getenv('PRICEWISE_WP_HOME');
$pwHost = (string) parse_url($pwUrl, PHP_URL_HOST);
$pwPort = parse_url($pwUrl, PHP_URL_PORT);
$_SERVER['HTTP_HOST'] = $pwHost . (is_int($pwPort) ? ':' . $pwPort : '');
$_SERVER['SERVER_NAME'] = $pwHost;
// On a network, the site whose path the URL names is the current one.
$_SERVER['REQUEST_URI'] = rtrim((string) parse_url($pwUrl, PHP_URL_PATH), '/') . '/';
$_SERVER['REQUEST_METHOD'] = 'GET';

if ($pwCommand === 'install') {
    define('WP_INSTALLING', true);
}
// ACF's field groups, for a command that runs as if ACF were active and defined them.
$pwAcfGroups = getenv('PRICEWISE_TEST_ACF_GROUPS');
if (is_string($pwAcfGroups) && $pwAcfGroups !== '') {
    require __DIR__ . '/acf-stand-in.php';
}
require $pwSite . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

require __DIR__ . '/wp-commands.php';

try {
    $pwResult = pricewise_test_command((string) $pwCommand, is_array($pwArgs) ? $pwArgs : []);
    echo wp_json_encode(['ok' => true, 'result' => $pwResult]);
} catch (Throwable $pwError) {
    echo wp_json_encode(['ok' => false, 'error' => $pwError->getMessage()]);
    exit(1);
}
