<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

use Pricewise\Settings;

/**
 * Which product ids the catalogue has. WordPress keeps no catalogue: it asks the pricing service
 * (`POST /restapi/products/ProductInfoByProductIds`, which skips unknown ids) with a short timeout,
 * and remembers found products for an hour. Null means "cannot tell": no pricing URL is set, or
 * the service did not answer as its contract says.
 */
final class Catalogue
{
    private const BATCH = 100;
    private const TIMEOUT_SECONDS = 3;

    public function has(int $productId): ?bool
    {
        $known = $this->known([$productId]);
        return $known === null ? null : $known !== [];
    }

    /**
     * The ids, of those given, that the catalogue has, in the order given.
     *
     * @param list<int> $ids
     * @return list<int>|null
     */
    public function known(array $ids): ?array
    {
        $found = [];
        $ask = [];
        foreach (array_unique($ids) as $id) {
            if (get_transient(self::cacheKey($id)) !== false) {
                $found[$id] = true;
            } else {
                $ask[] = $id;
            }
        }
        foreach (array_chunk($ask, self::BATCH) as $chunk) {
            $answer = $this->ask($chunk);
            if ($answer === null) {
                return null;
            }
            foreach (array_intersect($answer, $chunk) as $id) {
                set_transient(self::cacheKey($id), 1, HOUR_IN_SECONDS);
                $found[$id] = true;
            }
        }
        return array_values(array_filter($ids, static fn (int $id): bool => isset($found[$id])));
    }

    /**
     * @param list<int> $ids
     * @return list<int>|null
     */
    private function ask(array $ids): ?array
    {
        $base = Settings::pricingUrl();
        if ($base === '') {
            return null;
        }
        $response = wp_remote_post($base . '/restapi/products/ProductInfoByProductIds', [
            'timeout' => (float) apply_filters('pricewise_pricing_timeout', self::TIMEOUT_SECONDS),
            'headers' => ['Content-Type' => 'application/json', 'Accept' => 'application/json'],
            'body' => wp_json_encode(['ids' => $ids]),
        ]);
        if (is_wp_error($response)) {
            error_log('Pricewise: the pricing service could not be reached: ' . $response->get_error_message());
            return null;
        }
        $status = (int) wp_remote_retrieve_response_code($response);
        $ids = $status === 200 ? SavedProductRules::idsInProductInfo(json_decode(wp_remote_retrieve_body($response), true)) : null;
        if ($ids === null) {
            error_log(sprintf('Pricewise: the pricing service answered HTTP %d, not a product list.', $status));
        }
        return $ids;
    }

    private static function cacheKey(int $id): string
    {
        return 'pricewise_product_' . $id;
    }
}
