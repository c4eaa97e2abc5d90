<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

use WP_REST_Request;
use WP_REST_Response;

/**
 * `GET pricewise/v1/saved-products`, `PUT|DELETE pricewise/v1/saved-products/{productId}`: a
 * shopper's saved products, authenticated by the token `pricewise/v1/login` issued. PUT and DELETE
 * state the wanted end state, so a retried or doubled request does no harm.
 */
final class SavedProductsEndpoint
{
    public function __construct(private readonly Catalogue $catalogue)
    {
    }

    public function list(WP_REST_Request $request): WP_REST_Response
    {
        $userId = self::shopperId($request);
        if ($userId === null) {
            return RestAnswer::notLoggedIn();
        }
        $rows = SavedProductsRepository::list($userId);
        // Products the catalogue no longer has are left out; when it cannot be asked, all are kept
        // (the site shows only the products it can find).
        $known = $this->catalogue->known(array_column($rows, 'productId'));
        $items = [];
        foreach ($rows as $row) {
            if ($known === null || in_array($row['productId'], $known, true)) {
                $items[] = ['productId' => $row['productId'], 'savedAt' => SavedProductRules::isoTime($row['savedAtMs'])];
            }
        }
        return RestAnswer::ok(['items' => $items]);
    }

    public function change(WP_REST_Request $request): WP_REST_Response
    {
        $userId = self::shopperId($request);
        if ($userId === null) {
            return RestAnswer::notLoggedIn();
        }
        $productId = SavedProductRules::productId((string) $request->get_param('productId'));
        if ($productId === null) {
            return RestAnswer::invalidParams(['productId' => 'productId must be a positive integer.']);
        }
        if ($request->get_method() === 'DELETE') {
            // Removing needs no catalogue check: a product gone from the catalogue can still be unsaved.
            SavedProductsRepository::remove($userId, $productId);
            return RestAnswer::ok(['productId' => $productId, 'saved' => false]);
        }
        $known = $this->catalogue->has($productId);
        if ($known === null) {
            return RestAnswer::error(
                503,
                'pricewise_catalogue_unavailable',
                'The catalogue cannot be checked right now; try again shortly.',
                [],
                ['Retry-After' => '30'],
            );
        }
        if (!$known) {
            return RestAnswer::error(404, 'rest_product_invalid_id', 'Invalid product ID.');
        }
        SavedProductsRepository::save($userId, $productId, (int) floor(microtime(true) * 1000));
        return RestAnswer::ok(['productId' => $productId, 'saved' => true]);
    }

    private static function shopperId(WP_REST_Request $request): ?int
    {
        $token = SavedProductRules::bearerToken($request->get_header('authorization'));
        return $token === null ? null : TokenStore::userIdOf($token);
    }
}
