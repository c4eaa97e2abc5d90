<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

use Pricewise\Accounts\SelfService\AccountEndpoint;
use Pricewise\Accounts\SelfService\EmailEndpoint;
use Pricewise\Accounts\SelfService\PasswordEndpoint;
use Pricewise\Accounts\SelfService\ProviderEndpoint;
use Pricewise\Accounts\SelfService\SignupEndpoint;
use Pricewise\Accounts\Store\Schema;
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
        add_action('deleted_user', [Schema::class, 'forgetUser']);
        add_action('wpmu_delete_user', [Schema::class, 'forgetUserOnEverySite']);
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
        $siteOnly = [LoginEndpoint::class, 'hasFaustSecret'];
        $routes = [
            // Only the site's server calls these (FaustWP's secret).
            '/signup' => ['POST', [SignupEndpoint::class, 'signup'], $siteOnly],
            '/email/verify' => ['POST', [EmailEndpoint::class, 'verify'], $siteOnly],
            '/email/resend' => ['POST', [SignupEndpoint::class, 'resend'], $siteOnly],
            '/password/forgot' => ['POST', [PasswordEndpoint::class, 'forgot'], $siteOnly],
            '/password/reset' => ['POST', [PasswordEndpoint::class, 'reset'], $siteOnly],
            '/password/reset/providers' => ['POST', [PasswordEndpoint::class, 'resetProviders'], $siteOnly],
            '/provider/login' => ['POST', [ProviderEndpoint::class, 'login'], $siteOnly],
            // The site vouches for the subject and the token names the account.
            '/provider/link' => ['POST', [ProviderEndpoint::class, 'link'], $siteOnly],
            // The shopper's token, checked in the handler (rest_not_logged_in).
            '/provider/unlink' => ['POST', [ProviderEndpoint::class, 'unlink'], '__return_true'],
            '/account' => ['GET', [AccountEndpoint::class, 'show'], '__return_true'],
            '/account/export' => ['GET', [AccountEndpoint::class, 'export'], '__return_true'],
            '/account/password' => ['POST', [PasswordEndpoint::class, 'change'], '__return_true'],
            '/account/delete' => ['POST', [AccountEndpoint::class, 'delete'], '__return_true'],
            '/sessions/revoke' => ['POST', [AccountEndpoint::class, 'revoke'], '__return_true'],
            '/sessions/end' => ['POST', [AccountEndpoint::class, 'end'], '__return_true'],
        ];
        foreach ($routes as $route => [$method, $callback, $permission]) {
            register_rest_route(self::NAMESPACE, $route, [
                'methods' => $method,
                'callback' => $callback,
                'permission_callback' => $permission,
            ]);
        }
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
