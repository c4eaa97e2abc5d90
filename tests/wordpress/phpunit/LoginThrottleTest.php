<?php

declare(strict_types=1);

namespace Pricewise\Tests;

use PHPUnit\Framework\TestCase;
use Pricewise\Accounts\LoginThrottle;

final class LoginThrottleTest extends TestCase
{
    private const NOW = 1_760_000_000;

    /** @return list<int> */
    private static function failures(int $count, int $start = self::NOW): array
    {
        $times = [];
        for ($i = 0; $i < $count; $i++) {
            $times = LoginThrottle::afterFailure($times, $start + $i);
        }
        return $times;
    }

    public function testNineFailuresStillLetTheAccountTry(): void
    {
        $this->assertNull(LoginThrottle::retryAfter(self::failures(9), self::NOW + 9));
    }

    public function testTheTenthFailureLocksTheAccountUntilTheFirstLeavesTheWindow(): void
    {
        $failures = self::failures(10);
        $this->assertSame(900 - 9, LoginThrottle::retryAfter($failures, self::NOW + 9));
        $this->assertSame(1, LoginThrottle::retryAfter($failures, self::NOW + 899));
        $this->assertNull(LoginThrottle::retryAfter($failures, self::NOW + 900));
    }

    public function testOnlyTheLastTenFailuresAreKept(): void
    {
        $this->assertCount(10, self::failures(25));
    }

    public function testOldFailuresAndGarbageCountForNothing(): void
    {
        $this->assertSame([self::NOW], LoginThrottle::recent([self::NOW - 900, self::NOW - 2000, 'x', null, self::NOW], self::NOW));
        $this->assertSame([], LoginThrottle::recent('not a list', self::NOW));
    }

    public function testAUserIsOneAccountUnderEveryLoginAndUnknownLoginsAreNormalised(): void
    {
        $this->assertSame('user:5', LoginThrottle::accountKey(5, 'shopper'));
        $this->assertSame('user:5', LoginThrottle::accountKey(5, 'shopper@pricewise.example'));
        $this->assertSame('login:nobody', LoginThrottle::accountKey(null, '  NoBody '));
    }

    public function testTheMessageSaysHowLongInMinutes(): void
    {
        $this->assertSame('Too many failed login attempts. Try again in 15 minutes.', LoginThrottle::message(900));
        $this->assertSame('Too many failed login attempts. Try again in 1 minute.', LoginThrottle::message(45));
    }
}
