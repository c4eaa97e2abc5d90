<?php

/**
 * The commands of wp-command.php, with WordPress loaded.
 */

declare(strict_types=1);

/**
 * @param array<string, mixed> $args
 */
function pricewise_test_command(string $command, array $args): mixed
{
    switch ($command) {
        case 'install':
            return ($args['network'] ?? false) === true
                ? pricewise_test_install_network((string) $args['adminPassword'])
                : pricewise_test_install((string) $args['zip'], (string) $args['adminPassword']);
        case 'network-setup':
            return pricewise_test_network_setup((string) $args['zip'], (string) $args['secondPath']);
        case 'add-to-site':
            // The current site: wpCommand on a network's second site runs there.
            return pricewise_test_result(add_user_to_blog(get_current_blog_id(), (int) $args['id'], (string) $args['role']));
        case 'user-row':
            global $wpdb;
            $userId = (int) $args['id'];
            $row = $wpdb->get_var($wpdb->prepare("SELECT ID FROM {$wpdb->users} WHERE ID = %d", $userId));
            $meta = $wpdb->get_var($wpdb->prepare("SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE user_id = %d", $userId));
            return ['exists' => $row !== null, 'meta' => (int) $meta];
        case 'plugin-data':
            return pricewise_test_plugin_data((int) ($args['userId'] ?? 0));
        case 'create-user':
            return pricewise_test_result(wp_insert_user([
                'user_login' => $args['login'],
                'user_email' => $args['email'],
                'user_pass' => $args['password'],
                'display_name' => $args['name'],
                'role' => $args['role'],
            ]));
        case 'app-password':
            $user = get_user_by('login', (string) $args['login']);
            $created = WP_Application_Passwords::create_new_application_password($user->ID, ['name' => 'tests']);
            return pricewise_test_result($created)[0];
        case 'set-option':
            update_option((string) $args['name'], $args['value']);
            return get_option((string) $args['name']);
        case 'get-option':
            return get_option((string) $args['name'], null);
        case 'delete-option':
            return delete_option((string) $args['name']);
        case 'delete-user':
            return wp_delete_user((int) $args['id']);
        case 'set-password':
            return pricewise_test_result(wp_update_user(['ID' => (int) $args['id'], 'user_pass' => $args['password']]));
        case 'user-meta-by-email':
            $user = get_user_by('email', (string) $args['email']);
            if (!$user) {
                return null;
            }
            if (array_key_exists('value', $args)) {
                $args['value'] === null ? delete_user_meta($user->ID, (string) $args['key'])
                    : update_user_meta($user->ID, (string) $args['key'], $args['value']);
            }
            return get_user_meta($user->ID, (string) $args['key'], true);
        case 'user-meta':
            return get_user_meta((int) $args['id'], (string) $args['key'], true);
        case 'admin-bar':
            wp_set_current_user((int) $args['id']);
            return is_admin_bar_showing();
        case 'cron-events':
            return pricewise_test_cron_events((string) $args['hook']);
        case 'shift-cron':
            return pricewise_test_shift_cron((string) $args['hook'], (int) $args['seconds']);
        case 'uninstall':
            deactivate_plugins('pricewise/pricewise.php', true);
            return uninstall_plugin('pricewise/pricewise.php');
        case 'table-exists':
            global $wpdb;
            $table = $wpdb->prefix . (string) $args['name'];
            return $wpdb->get_var($wpdb->prepare('SHOW TABLES LIKE %s', $table)) === $table;
        case 'post-meta':
            return get_post_meta((int) $args['id'], (string) $args['key'], true);
        case 'content-registrations':
            return pricewise_test_content_registrations();
        case 'graphql-resolve':
            return pricewise_test_graphql_resolve((int) $args['id']);
        case 'queued-mail':
            // What WP-Cron makes of the queued requests comes first (as it would before sending).
            \Pricewise\Accounts\Mail\MailRequests::process();
            return pricewise_test_queued_mail((string) $args['email']);
        case 'expire-links':
            $user = get_user_by('email', (string) $args['email']);
            if ($user) {
                \Pricewise\Accounts\Store\LinkTokens::expireAllOf($user->ID);
            }
            return (bool) $user;
        case 'age-provider-signin':
            return pricewise_test_age_provider_signin((string) $args['email'], (int) $args['seconds']);
        case 'mail-queue-rows':
            global $wpdb;
            \Pricewise\Accounts\Mail\MailRequests::process();
            return $wpdb->get_results('SELECT id, user_id, to_address, attempts, next_attempt_at, sent_at, last_error FROM '
                . $wpdb->prefix . 'pricewise_mail_queue ORDER BY id', ARRAY_A);
        case 'run-hook':
            // What WP-Cron does for a due event of this hook, run here instead of through wp-cron.php.
            do_action((string) $args['hook']);
            return true;
        case 'age-mail':
            global $wpdb;
            $table = $wpdb->prefix . 'pricewise_mail_queue';
            return $wpdb->query($wpdb->prepare(
                "UPDATE {$table} SET expires_at = expires_at - %d, sent_at = sent_at - %d WHERE LOWER(to_address) = LOWER(%s)",
                (int) $args['seconds'],
                (int) $args['seconds'],
                (string) $args['email'],
            ));
        case 'clear-mail-queue':
            global $wpdb;
            \Pricewise\Accounts\Mail\MailRequests::process();
            return $wpdb->query('DELETE FROM ' . $wpdb->prefix . 'pricewise_mail_queue');
        case 'make-mail-due':
            global $wpdb;
            $table = $wpdb->prefix . 'pricewise_mail_queue';
            return $wpdb->query($wpdb->prepare("UPDATE {$table} SET next_attempt_at = %d WHERE sent_at IS NULL", time()));
        case 'count-options':
            global $wpdb;
            $pricewiseSql = "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s";
            return (int) $wpdb->get_var($wpdb->prepare($pricewiseSql, (string) $args['like']));
        case 'create-term':
            return pricewise_test_result(wp_insert_term((string) $args['name'], (string) $args['taxonomy']))['term_id'];
        default:
            throw new InvalidArgumentException("Unknown command {$command}");
    }
}

function pricewise_test_result(mixed $value): mixed
{
    if (is_wp_error($value)) {
        throw new RuntimeException($value->get_error_message());
    }
    return $value;
}

/**
 * The account mail the plugin queued to an address (sent or not), oldest first.
 *
 * @return list<array{subject: string, text: string, html: string}>
 */
function pricewise_test_queued_mail(string $email): array
{
    global $wpdb;
    $rows = $wpdb->get_results($wpdb->prepare(
        'SELECT subject, text_body AS text, html_body AS html FROM ' . $wpdb->prefix . 'pricewise_mail_queue'
            . ' WHERE LOWER(to_address) = LOWER(%s) ORDER BY id',
        $email,
    ), ARRAY_A);
    return is_array($rows) ? $rows : [];
}

/** Moves the account's tokens and its newest provider sign-in back in time, as if that much time had passed. */
function pricewise_test_age_provider_signin(string $email, int $seconds): bool
{
    $user = get_user_by('email', $email);
    if (!$user) {
        return false;
    }
    $ledger = get_user_meta($user->ID, \Pricewise\Accounts\TokenStore::META_KEY, true);
    if (is_array($ledger)) {
        update_user_meta($user->ID, \Pricewise\Accounts\TokenStore::META_KEY, array_map(
            static fn (mixed $expiry): mixed => is_int($expiry) ? $expiry - $seconds : $expiry,
            $ledger,
        ));
    }
    $signIn = get_user_meta($user->ID, \Pricewise\Accounts\TokenStore::PROVIDER_SIGNIN_KEY, true);
    if (is_array($signIn)) {
        $signIn['at'] -= $seconds;
        update_user_meta($user->ID, \Pricewise\Accounts\TokenStore::PROVIDER_SIGNIN_KEY, $signIn);
    }
    return true;
}

/** A fresh site with pretty permalinks, and the plugin installed from its zip like an upload. */
function pricewise_test_install(string $zip, string $adminPassword): array
{
    add_filter('pre_wp_mail', '__return_true');
    $installed = wp_install('Pricewise test', 'admin', 'admin@example.test', false, '', wp_slash($adminPassword));
    update_option('permalink_structure', '/%postname%/');
    if (!WP_Filesystem()) {
        throw new RuntimeException('No direct filesystem access');
    }
    pricewise_test_result(unzip_file($zip, WP_PLUGIN_DIR));
    pricewise_test_result(activate_plugin('pricewise/pricewise.php'));
    flush_rewrite_rules();
    return ['adminId' => $installed['user_id']];
}

/**
 * A site that allows a network, made into one as WordPress's Network Setup screen does
 * (wp-admin/network.php): the network's tables under their names, install_network(), then
 * populate_network() for a subdirectory network at the site's own host. The plugin comes once the
 * network's constants are in wp-config.php (pricewise_test_network_setup).
 */
function pricewise_test_install_network(string $adminPassword): array
{
    global $wpdb;
    add_filter('pre_wp_mail', '__return_true');
    $installed = wp_install('Pricewise test', 'admin', 'admin@example.test', false, '', wp_slash($adminPassword));
    foreach ($wpdb->tables('ms_global') as $table => $prefixedTable) {
        $wpdb->$table = $prefixedTable;
    }
    install_network();
    $host = (string) parse_url(home_url(), PHP_URL_HOST);
    pricewise_test_result(populate_network(1, $host, 'admin@example.test', 'Pricewise network', '/', false));
    return ['adminId' => $installed['user_id']];
}

/** On the network: the plugin network-activated from its zip, and a second site at `$secondPath`. */
function pricewise_test_network_setup(string $zip, string $secondPath): array
{
    add_filter('pre_wp_mail', '__return_true');
    if (!WP_Filesystem()) {
        throw new RuntimeException('No direct filesystem access');
    }
    pricewise_test_result(unzip_file($zip, WP_PLUGIN_DIR));
    pricewise_test_result(activate_plugin('pricewise/pricewise.php', '', true));
    $secondId = pricewise_test_result(wp_insert_site([
        'domain' => DOMAIN_CURRENT_SITE,
        'path' => $secondPath,
        'title' => 'Second shop',
        'user_id' => 1,
    ]));
    // Pretty permalinks on both, so /wp-json/ answers; the rules are made again on each site's next request.
    foreach ([get_main_site_id(), $secondId] as $siteId) {
        switch_to_blog((int) $siteId);
        update_option('permalink_structure', '/%postname%/');
        delete_option('rewrite_rules');
        restore_current_blog();
    }
    return ['secondId' => $secondId];
}

/**
 * What the plugin keeps on each site (every site of a network, by URL): its options, its tables,
 * its transients, and the saved products of `$userId`. One process for what would be dozens.
 *
 * @return array<string, array{options: list<string>, tables: list<string>, transients: int, savedProducts: int}>
 */
function pricewise_test_plugin_data(int $userId): array
{
    global $wpdb;
    $data = [];
    foreach (is_multisite() ? get_sites(['fields' => 'ids', 'number' => 0]) : [0] as $siteId) {
        if ($siteId !== 0) {
            switch_to_blog((int) $siteId);
        }
        $options = array_values(array_filter(
            ['pricewise_settings', 'pricewise_revalidation_log', 'pricewise_db_version'],
            static fn (string $name): bool => get_option($name) !== false,
        ));
        $tables = $wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($wpdb->prefix . 'pricewise_') . '%'));
        $saved = $wpdb->prefix . 'pricewise_saved_products';
        $data[untrailingslashit(home_url())] = [
            'options' => $options,
            'tables' => array_map(static fn (string $table): string => substr($table, strlen($wpdb->prefix)), $tables),
            'transients' => (int) $wpdb->get_var(
                "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%pricewise\\_%'"
            ),
            'savedProducts' => in_array($saved, $tables, true)
                ? (int) $wpdb->get_var($wpdb->prepare("SELECT COUNT(*) FROM {$saved} WHERE user_id = %d", $userId))
                : 0,
        ];
        if ($siteId !== 0) {
            restore_current_blog();
        }
    }
    return $data;
}

/** @return list<array{timestamp: int, args: array<mixed>}> */
function pricewise_test_cron_events(string $hook): array
{
    $events = [];
    foreach (_get_cron_array() ?: [] as $timestamp => $hooks) {
        foreach ($hooks[$hook] ?? [] as $event) {
            $events[] = ['timestamp' => (int) $timestamp, 'args' => $event['args']];
        }
    }
    return $events;
}

/** Moves a hook's events earlier, as if that much time had passed. */
function pricewise_test_shift_cron(string $hook, int $seconds): int
{
    $crons = _get_cron_array() ?: [];
    $shifted = [];
    $moved = 0;
    foreach ($crons as $timestamp => $hooks) {
        foreach ($hooks as $name => $events) {
            $target = $name === $hook ? $timestamp - $seconds : $timestamp;
            $moved += $name === $hook ? count($events) : 0;
            $shifted[$target][$name] = array_merge($shifted[$target][$name] ?? [], $events);
        }
    }
    ksort($shifted);
    _set_cron_array($shifted);
    return $moved;
}

/**
 * Runs the plugin's WPGraphQL registration with recording stand-ins, then resolves every field it
 * added to the post's type the way WPGraphQL executes a query selecting all of them: the group
 * field's resolver gets a model with `databaseId`, nested fields their parent's value.
 *
 * @return array{types: list<string>, data: array<string, mixed>}
 */
function pricewise_test_graphql_resolve(int $postId): array
{
    if (function_exists('register_graphql_object_type')) {
        throw new RuntimeException('WPGraphQL is installed: ask it instead');
    }
    require_once __DIR__ . '/wpgraphql-recorder.php';
    $GLOBALS['pricewise_test_graphql'] = ['types' => [], 'fields' => []];
    do_action('graphql_register_types');
    $registered = $GLOBALS['pricewise_test_graphql'];
    $model = (object) ['databaseId' => $postId];
    $data = [];
    foreach ($registered['fields'][ucfirst((string) get_post_type($postId))] ?? [] as $name => $config) {
        $data[$name] = pricewise_test_complete($registered['types'], $config['type'], $config['resolve']($model));
    }
    return ['types' => array_keys($registered['types']), 'data' => $data];
}

/**
 * GraphQL's value completion: lists item by item, objects field by field through their resolvers.
 *
 * @param array<string, array<string, mixed>> $types
 * @param string|array<string, mixed> $type
 */
function pricewise_test_complete(array $types, string|array $type, mixed $value): mixed
{
    if ($value === null) {
        return null;
    }
    if (is_array($type)) {
        return array_map(static fn (mixed $item): mixed => pricewise_test_complete($types, $type['list_of'], $item), $value);
    }
    if (!isset($types[$type])) {
        return $value;
    }
    $object = [];
    foreach ($types[$type]['fields'] as $name => $field) {
        $object[$name] = pricewise_test_complete($types, $field['type'], $field['resolve']($value));
    }
    return $object;
}

/**
 * The plugin's registrations for the content model: meta keys by post type, REST `acf` fields,
 * and WPGraphQL types (through the recording stand-ins).
 *
 * @return array{meta: array<string, list<string>>, restAcf: list<string>, graphqlTypes: list<string>}
 */
function pricewise_test_content_registrations(): array
{
    global $wp_rest_additional_fields;
    $meta = [];
    foreach (['post', 'guide', 'review'] as $postType) {
        $meta[$postType] = array_keys(get_registered_meta_keys('post', $postType));
    }
    do_action('rest_api_init', rest_get_server());
    $restAcf = array_keys(array_filter(
        (array) $wp_rest_additional_fields,
        static fn (mixed $fields): bool => is_array($fields) && isset($fields['acf']),
    ));
    require_once __DIR__ . '/wpgraphql-recorder.php';
    $GLOBALS['pricewise_test_graphql'] = ['types' => [], 'fields' => []];
    do_action('graphql_register_types');
    return ['meta' => $meta, 'restAcf' => $restAcf, 'graphqlTypes' => array_keys($GLOBALS['pricewise_test_graphql']['types'])];
}
