<?php

declare(strict_types=1);

namespace Pricewise\Tests;

use PHPUnit\Framework\TestCase;
use Pricewise\Revalidation\Backoff;

final class BackoffTest extends TestCase
{
    public function testASuccessIsSent(): void
    {
        foreach ([200, 204, 299] as $status) {
            $this->assertSame(Backoff::SENT, Backoff::outcome($status));
        }
    }

    public function testNoAnswerOverloadAndServerErrorsAreRetried(): void
    {
        foreach ([null, 408, 425, 429, 500, 502, 503, 504] as $status) {
            $this->assertSame(Backoff::RETRY, Backoff::outcome($status), (string) $status);
        }
    }

    public function testARefusalIsNotRetried(): void
    {
        foreach ([301, 400, 401, 403, 404, 405] as $status) {
            $this->assertSame(Backoff::FAILED, Backoff::outcome($status), (string) $status);
        }
    }

    public function testRetriesWaitLongerEachTimeThenStop(): void
    {
        $delays = [];
        for ($attempt = 1; $attempt < Backoff::maxAttempts(); $attempt++) {
            $delays[] = Backoff::delayAfter($attempt);
        }
        $this->assertSame([30, 120, 600, 3600, 21600], $delays);
        $this->assertNull(Backoff::delayAfter(Backoff::maxAttempts()));
        $this->assertSame(6, Backoff::maxAttempts());
    }
}
