<?php

/**
 * Plugin Name:       Pricewise
 * Plugin URI:        https://github.com/pricewise/pricewise
 * Description:       The Pricewise site's content model, shopper accounts and instant revalidation of its cached pages.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            Pricewise
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       pricewise
 */

declare(strict_types=1);

if (!defined('ABSPATH')) {
    exit;
}

define('PRICEWISE_VERSION', '1.0.0');
define('PRICEWISE_FILE', __FILE__);

require_once __DIR__ . '/src/autoload.php';

register_activation_hook(__FILE__, [\Pricewise\Plugin::class, 'activate']);
register_deactivation_hook(__FILE__, [\Pricewise\Plugin::class, 'deactivate']);

\Pricewise\Plugin::boot();
