<?php

declare(strict_types=1);

namespace Pricewise\Tests;

use PHPUnit\Framework\TestCase;
use Pricewise\Accounts\Mail\MailQueue;
use Pricewise\Accounts\Rules\AccountMail;
use Pricewise\Accounts\Rules\LinkToken;
use Pricewise\Accounts\Rules\RateWindow;

final class LinkTokenTest extends TestCase
{
    private const KEY = 'test-key-test-key-test-key-test-key';

    public function testATokenIsSignedForItsPurposeAndKeyAndRefusesAnyChange(): void
    {
        $token = LinkToken::create(self::KEY, 'verify', str_repeat("\x07", 24));
        $this->assertMatchesRegularExpression('/^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{22}$/', $token);
        $this->assertTrue(LinkToken::isSigned(self::KEY, 'verify', $token));
        $this->assertFalse(LinkToken::isSigned(self::KEY, 'reset', $token));
        $this->assertFalse(LinkToken::isSigned('another-key', 'verify', $token));
        [$id, $mac] = explode('.', $token);
        $altered = ($id[3] === 'A' ? 'B' : 'A');
        $this->assertFalse(LinkToken::isSigned(self::KEY, 'verify', substr($id, 0, 3) . $altered . substr($id, 4) . '.' . $mac));
        $this->assertFalse(LinkToken::isSigned(self::KEY, 'verify', $token . 'x'));
        $this->assertFalse(LinkToken::isSigned(self::KEY, 'verify', $token . "\n"));
        $this->assertFalse(LinkToken::isSigned(self::KEY, 'verify', $id));
    }

    public function testOnlyAHashIsStoredAndLinksLastADayOrAnHour(): void
    {
        $token = LinkToken::create(self::KEY, 'reset', random_bytes(24));
        $this->assertSame(hash('sha256', $token), LinkToken::hash($token));
        $this->assertSame(['verify' => 86400, 'reset' => 3600], LinkToken::LIFETIMES);
    }

    public function testWaitsAreWordedInMinutes(): void
    {
        $this->assertSame('60 minutes', RateWindow::minutes(3600));
        $this->assertSame('1 minute', RateWindow::minutes(1));
    }

    public function testMailIsRetriedEverLessOftenUpToHourly(): void
    {
        $this->assertSame([30, 60, 120, 240, 3600, 3600], array_map([MailQueue::class, 'retryDelay'], [1, 2, 3, 4, 8, 40]));
    }

    public function testEmailsHaveTextAndHtmlInTheShoppersLanguageWithTheLink(): void
    {
        $links = AccountMail::links('https://shop.example', 'uk', 'abc.def');
        $this->assertSame('https://shop.example/uk/signup/verify/?token=abc.def', $links['verify']);
        $mail = AccountMail::compose('verify', 'uk', 'Ада <script>', $links['verify']);
        $this->assertSame('Підтвердьте свою адресу для Pricewise', $mail['subject']);
        $this->assertStringContainsString("Вітаємо, Ада <script>!\n\n", $mail['text']);
        $this->assertStringContainsString($links['verify'], $mail['text']);
        $this->assertStringContainsString('<p>Вітаємо, Ада &lt;script&gt;!</p>', $mail['html']);
        $this->assertStringContainsString('href="https://shop.example/uk/signup/verify/?token=abc.def"', $mail['html']);
        $this->assertSame('Reset your Pricewise password', AccountMail::compose('reset', 'en', 'x', 'l')['subject']);
    }
}
