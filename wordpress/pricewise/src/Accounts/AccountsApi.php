<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Server;

/**
 * The `pricewise/v1` namespace: the shopper accounts contract (docs/contracts/accounts.md in the
 * site's repository), answered here exactly as the site's local backend answers it.
 */
final class AccountsApi
{
    public const NAMESPACE = 'pricewise/v1';

    public function register(): void
    {
        add_action('rest_api_init', [$this, 'registerRoutes']);
        add_filter('rest_post_dispatch', [$this, 'neverCache'], 10, 3);
        add_action('deleted_user', [SavedProductsRepository::class, 'removeAllOf']);
    }

    public function registerRoutes(): void
    {
        $saved = new SavedProductsEndpoint(new Catalogue());
        register_rest_route(self::NAMESPACE, '/login', [
            'methods' => WP_REST_Server::CREATABLE,
            'callback' => [LoginEndpoint::class, 'handle'],
            'permission_callback' => [LoginEndpoint::class, 'hasFaustSecret'],
        ]);
        // Permission is the token, checked in the handlers so a missing one answers the contract's
        // rest_not_logged_in with WWW-Authenticate.
        register_rest_route(self::NAMESPACE, '/saved-products', [
            'methods' => WP_REST_Server::READABLE,
            'callback' => [$saved, 'list'],
            'permission_callback' => '__return_true',
        ]);
        register_rest_route(self::NAMESPACE, '/saved-products/(?P<productId>[^/]+)', [
            'methods' => 'PUT, DELETE',
            'callback' => [$saved, 'change'],
            'permission_callback' => '__return_true',
        ]);
    }

    /**
     * Every answer of the namespace, errors from WordPress itself included (rest_forbidden), is
     * private to one caller.
     */
    public function neverCache(mixed $response, mixed $server, WP_REST_Request $request): mixed
    {
        if ($response instanceof WP_HTTP_Response && str_starts_with($request->get_route(), '/' . self::NAMESPACE . '/')) {
            $response->header('Cache-Control', RestAnswer::NO_STORE);
        }
        return $response;
    }
}
