<?php

declare(strict_types=1);

namespace Pricewise\Tests;

use PHPUnit\Framework\TestCase;
use Pricewise\Accounts\LoginThrottle;
use Pricewise\Accounts\Rules\RateWindow;

final class LoginThrottleTest extends TestCase
{
    private const NOW = 1_760_000_000;

    public function testAKeyIsFreeBelowItsMaximumAndWhenItsWindowHasEnded(): void
    {
        $this->assertNull(RateWindow::waitFor(null, 10, self::NOW));
        $this->assertNull(RateWindow::waitFor(['count' => 9, 'window_ends_at' => self::NOW + 500], 10, self::NOW));
        $this->assertNull(RateWindow::waitFor(['count' => 10, 'window_ends_at' => self::NOW], 10, self::NOW));
    }

    public function testAUsedUpKeyWaitsUntilItsWindowEnds(): void
    {
        $row = ['count' => '10', 'window_ends_at' => (string) (self::NOW + 891)];
        $this->assertSame(891, RateWindow::waitFor($row, 10, self::NOW));
        $this->assertSame(1, RateWindow::waitFor($row, 10, self::NOW + 890));
    }

    public function testTheShopLocksAShopperAfterTenFailuresInFifteenMinutes(): void
    {
        $this->assertSame([10, 900], RateWindow::LIMITS['login:account']);
        $this->assertSame([50, 900], RateWindow::LIMITS['login:client']);
    }

    public function testWordPressLoginsWaitLongerWithEachFailureFromAnAddressAndNeverLock(): void
    {
        $delays = array_map([LoginThrottle::class, 'delaySeconds'], range(0, 12));
        $this->assertSame([0.0, 0.0, 0.0, 0.0, 0.125, 0.25, 0.5, 1.0, 2.0, 4.0, 4.0, 4.0, 4.0], $delays);
        $this->assertSame(4.0, LoginThrottle::delaySeconds(PHP_INT_MAX));
    }

    public function testAShopperIsOneAccountUnderEveryLoginAndAnythingElseIsItsNormalisedText(): void
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
