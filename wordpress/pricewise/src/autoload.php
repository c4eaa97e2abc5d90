<?php

/**
 * Loads the plugin's classes: `Pricewise\Area\Name` lives in `src/Area/Name.php`.
 */

declare(strict_types=1);

spl_autoload_register(static function (string $class): void {
    $prefix = 'Pricewise\\';
    if (strncmp($class, $prefix, strlen($prefix)) !== 0) {
        return;
    }
    $file = __DIR__ . '/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
    if (is_file($file)) {
        require_once $file;
    }
});
