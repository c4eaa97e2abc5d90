<?php

declare(strict_types=1);

namespace Pricewise\Accounts;

/**
 * Pure rules of the saved-products endpoints.
 */
final class SavedProductRules
{
    /** Above this a JavaScript client could not hold the id exactly. */
    private const MAX_SAFE_INTEGER = 9007199254740991;

    /**
     * A catalogue id from the URL: a positive integer written plainly (no sign, zeros, exponent).
     */
    public static function productId(string $raw): ?int
    {
        if (preg_match('/^[1-9]\d{0,15}$/', $raw) !== 1) {
            return null;
        }
        $id = (int) $raw;
        return $id <= self::MAX_SAFE_INTEGER ? $id : null;
    }

    /** Epoch milliseconds as ISO 8601 UTC with milliseconds, as the contract states `savedAt`. */
    public static function isoTime(int $milliseconds): string
    {
        return gmdate('Y-m-d\TH:i:s', intdiv($milliseconds, 1000)) . sprintf('.%03dZ', $milliseconds % 1000);
    }

    /**
     * The `Authorization: Bearer <token>` header's token (scheme case-insensitive), else null.
     */
    public static function bearerToken(?string $header): ?string
    {
        if ($header === null || preg_match('/^Bearer +(\S+) *$/i', $header, $match) !== 1) {
            return null;
        }
        return $match[1];
    }

    /**
     * The product ids in the pricing service's ProductInfoByProductIds answer
     * (`docs.response.docs[].id`), or null when the answer is not of that shape.
     *
     * @return list<int>|null
     */
    public static function idsInProductInfo(mixed $answer): ?array
    {
        $docs = is_array($answer) ? ($answer['docs']['response']['docs'] ?? null) : null;
        if (!is_array($docs)) {
            return null;
        }
        $ids = [];
        foreach ($docs as $doc) {
            if (!is_array($doc) || !is_int($doc['id'] ?? null)) {
                return null;
            }
            $ids[] = $doc['id'];
        }
        return $ids;
    }
}
