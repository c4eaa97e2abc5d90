<?php

/**
 * Router for PHP's built-in server in front of a test WordPress: files are served as they are,
 * everything else goes to WordPress's index.php (pretty permalinks, /wp-json/). The built-in
 * server does not pass the Authorization header on to PHP, so bearer and Basic credentials are
 * copied where WordPress looks for them. A test names the client address it stands for in
 * `X-Test-Remote-Addr`, as a reverse proxy in front of WordPress sets REMOTE_ADDR.
 */

declare(strict_types=1);

$pricewiseHeaders = function_exists('getallheaders') ? getallheaders() : [];
foreach ($pricewiseHeaders as $pricewiseName => $pricewiseValue) {
    if (strtolower((string) $pricewiseName) === 'x-test-remote-addr') {
        $_SERVER['REMOTE_ADDR'] = (string) $pricewiseValue;
    }
    if (strtolower((string) $pricewiseName) === 'authorization') {
        $_SERVER['HTTP_AUTHORIZATION'] = $pricewiseValue;
        if (preg_match('/^Basic\s+(\S+)$/i', $pricewiseValue, $pricewiseMatch) === 1) {
            $pricewiseDecoded = base64_decode($pricewiseMatch[1], true);
            if ($pricewiseDecoded !== false && str_contains($pricewiseDecoded, ':')) {
                [$_SERVER['PHP_AUTH_USER'], $_SERVER['PHP_AUTH_PW']] = explode(':', $pricewiseDecoded, 2);
            }
        }
    }
}

$pricewisePath = (string) parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH);
$pricewiseFile = $_SERVER['DOCUMENT_ROOT'] . $pricewisePath;
if ($pricewisePath !== '/' && (is_file($pricewiseFile) || is_file(rtrim($pricewiseFile, '/') . '/index.php'))) {
    return false;
}

$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
