<?php

declare(strict_types=1);

namespace Pricewise\Tests;

use PHPUnit\Framework\TestCase;
use Pricewise\Accounts\TokenCodec;
use Pricewise\Accounts\TokenLedger;

final class TokenCodecTest extends TestCase
{
    private const NOW = 1_760_000_000;

    private static function token(int $userId = 7, int $expiresAt = self::NOW + 60, string $key = 'key-one'): string
    {
        return (new TokenCodec($key))->encode($userId, $expiresAt, str_repeat("\x01", TokenCodec::ID_BYTES));
    }

    public function testATokenNamesItsUserAndExpiryWhileItLives(): void
    {
        $token = self::token();
        $this->assertMatchesRegularExpression('/^[A-Za-z0-9_-]{40,}$/', $token);
        $this->assertSame(['userId' => 7, 'expiresAt' => self::NOW + 60], (new TokenCodec('key-one'))->claims($token, self::NOW));
        $this->assertSame(['userId' => 7, 'expiresAt' => self::NOW + 60], (new TokenCodec('key-one'))->claims($token, self::NOW + 59));
    }

    public function testAnExpiredTokenIsRefusedFromItsExpirySecond(): void
    {
        $this->assertNull((new TokenCodec('key-one'))->claims(self::token(), self::NOW + 60));
    }

    public function testATokenSignedWithAnotherKeyIsRefused(): void
    {
        $this->assertNull((new TokenCodec('key-two'))->claims(self::token(), self::NOW));
    }

    public function testAnyAlteredCharacterIsRefused(): void
    {
        $token = self::token();
        $codec = new TokenCodec('key-one');
        for ($i = 0; $i < strlen($token); $i++) {
            $altered = $token;
            $altered[$i] = $token[$i] === 'A' ? 'B' : 'A';
            $this->assertNull($codec->claims($altered, self::NOW), "position {$i}");
        }
    }

    public function testMalformedTokensAreRefused(): void
    {
        $codec = new TokenCodec('key-one');
        foreach (['', 'not a token', self::token() . '=', substr(self::token(), 0, 40), str_repeat('A', 500), 'a+b/c'] as $token) {
            $this->assertNull($codec->claims($token, self::NOW), $token);
        }
    }

    public function testRandomIdsMakeEveryTokenDifferent(): void
    {
        $codec = new TokenCodec('key-one');
        $first = $codec->encode(7, self::NOW + 60, random_bytes(TokenCodec::ID_BYTES));
        $second = $codec->encode(7, self::NOW + 60, random_bytes(TokenCodec::ID_BYTES));
        $this->assertNotSame($first, $second);
    }

    public function testTheLedgerKeepsHashesOfLiveTokensOnly(): void
    {
        $ledger = TokenLedger::withToken([], 'a', self::NOW + 10, self::NOW);
        $ledger = TokenLedger::withToken($ledger, 'b', self::NOW + 100, self::NOW + 20);
        $this->assertSame(['b' => self::NOW + 100], $ledger, 'the expired a is dropped');
        $this->assertTrue(TokenLedger::isLive($ledger, 'b', self::NOW + 99));
        $this->assertFalse(TokenLedger::isLive($ledger, 'b', self::NOW + 100));
        $this->assertFalse(TokenLedger::isLive($ledger, 'a', self::NOW));
        $this->assertFalse(TokenLedger::isLive('garbage', 'b', self::NOW));
        $this->assertFalse(TokenLedger::isLive(['b' => 'not a time'], 'b', self::NOW));
    }

    public function testTheLedgerKeepsTheNewestTokens(): void
    {
        $ledger = [];
        for ($i = 1; $i <= TokenLedger::MAX_TOKENS + 2; $i++) {
            // Issued in the same second: equal expiries, so only the order of issue tells them apart.
            $ledger = TokenLedger::withToken($ledger, "t{$i}", self::NOW + 60, self::NOW);
        }
        $this->assertCount(TokenLedger::MAX_TOKENS, $ledger);
        $this->assertArrayNotHasKey('t1', $ledger);
        $this->assertArrayNotHasKey('t2', $ledger);
        $this->assertArrayHasKey('t' . (TokenLedger::MAX_TOKENS + 2), $ledger);
    }

    public function testTheLedgerCountsLiveSessions(): void
    {
        $ledger = ['a' => self::NOW - 1, 'b' => self::NOW + 1, 'c' => self::NOW + 2, 'd' => 'broken'];
        $this->assertSame(2, TokenLedger::liveCount($ledger, self::NOW));
        $this->assertSame(0, TokenLedger::liveCount('', self::NOW));
    }

    public function testTheLedgerStoresHashesNotTokens(): void
    {
        $token = self::token();
        $this->assertSame(64, strlen(TokenLedger::hash($token)));
        $this->assertStringNotContainsString($token, TokenLedger::hash($token));
    }
}
