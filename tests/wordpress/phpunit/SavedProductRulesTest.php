<?php

declare(strict_types=1);

namespace Pricewise\Tests;

use PHPUnit\Framework\TestCase;
use Pricewise\Accounts\SavedProductRules;

final class SavedProductRulesTest extends TestCase
{
    public function testProductIdsArePlainPositiveIntegers(): void
    {
        $this->assertSame(1, SavedProductRules::productId('1'));
        $this->assertSame(9007199254740991, SavedProductRules::productId('9007199254740991'));
        foreach (['0', '-1', 'abc', '1.5', '1e3', '012', '+1', ' 1', '9007199254740992', '99999999999999999999', '%20', ''] as $raw) {
            $this->assertNull(SavedProductRules::productId($raw), $raw);
        }
    }

    public function testSavedAtIsIsoUtcWithMilliseconds(): void
    {
        $this->assertSame('2025-10-09T08:53:20.007Z', SavedProductRules::isoTime(1_760_000_000_007));
        $this->assertSame('1970-01-01T00:00:00.000Z', SavedProductRules::isoTime(0));
    }

    public function testTheBearerTokenIsReadLikeTheLocalBackendReadsIt(): void
    {
        $this->assertSame('abc', SavedProductRules::bearerToken('Bearer abc'));
        $this->assertSame('abc', SavedProductRules::bearerToken('bearer   abc '));
        foreach ([null, '', 'Basic abc', 'Bearer', 'Bearer a b', 'Bearerabc'] as $header) {
            $this->assertNull(SavedProductRules::bearerToken($header), (string) $header);
        }
    }

    public function testTheProductIdsOfAPricingAnswerAreRead(): void
    {
        $answer = ['docs' => ['response' => ['numFound' => 2, 'docs' => [['id' => 3, 'productname' => 'A'], ['id' => 9]]]]];
        $this->assertSame([3, 9], SavedProductRules::idsInProductInfo($answer));
        $this->assertSame([], SavedProductRules::idsInProductInfo(['docs' => ['response' => ['numFound' => 0, 'docs' => []]]]));
    }

    public function testAnAnswerOfAnotherShapeMeansTheCatalogueCannotTell(): void
    {
        foreach ([null, 'text', [], ['docs' => []], ['docs' => ['response' => ['docs' => [['id' => '3']]]]]] as $answer) {
            $this->assertNull(SavedProductRules::idsInProductInfo($answer), json_encode($answer));
        }
    }
}
