<?php

declare(strict_types=1);

namespace Pricewise\Tests;

use PHPUnit\Framework\TestCase;
use Pricewise\Accounts\Rules\AccountInput;

/** The same cases as the local backend's backend/tests/accounts-rules.test.ts. */
final class AccountInputTest extends TestCase
{
    public function testPracticalAddressesAreTrimmedAndTheRestRefused(): void
    {
        $this->assertSame('sam.carter+deals@shop.example', AccountInput::email('  sam.carter+deals@shop.example '));
        $this->assertSame('a_b%c-d@sub-domain.shop.co.uk', AccountInput::email('a_b%c-d@sub-domain.shop.co.uk'));
        // Trimmed as JavaScript trims: line ends and no-break spaces too.
        $this->assertSame('sam@shop.example', AccountInput::email("\u{00a0}sam@shop.example\n"));
        $bad = ['', 'sam', 'sam@shop', '@shop.example', 'sam@-shop.example', 'sam@shop-.example', 'sa m@shop.example',
            "o'brien@shop.example", 'sam@shop..example', str_repeat('a', 65) . '@shop.example', 'a@' . str_repeat('b', 250) . '.example',
            "sam@shop.example\nx", 42, null];
        foreach ($bad as $index => $value) {
            $this->assertNull(AccountInput::email($value), "case {$index}");
        }
    }

    public function testANameIsKeptAsTypedWithRunsOfSpacesMadeOne(): void
    {
        $this->assertSame('Ада Lovelace', AccountInput::name('  Ада   Lovelace '));
        $this->assertSame("O'Brien-Ångström", AccountInput::name("O'Brien-Ångström"));
        $this->assertSame('100% sure', AccountInput::name('100% sure'));
        $this->assertSame(str_repeat('я', 100), AccountInput::name(str_repeat('я', 100)));
        $bad = ['', '   ', str_repeat('x', 101), '<b>', 'a & b', 'back\\slash', "tab\there", "line\nbreak", '%41', 'a%2fb', null, "\xff"];
        foreach ($bad as $index => $value) {
            $this->assertNull(AccountInput::name($value), "case {$index}");
        }
    }

    public function testTwoLanguagesEnglishWhenNoneIsGiven(): void
    {
        $this->assertSame('en', AccountInput::locale(null, false));
        $this->assertSame('uk', AccountInput::locale('uk', true));
        $this->assertNull(AccountInput::locale('de', true));
        $this->assertNull(AccountInput::locale('EN', true));
        $this->assertNull(AccountInput::locale(null, true));
    }

    public function testPasswordsNeedTenCharactersCountedAsCharacters(): void
    {
        $never = static fn (string $password): bool => false;
        $this->assertSame('too_short', AccountInput::passwordProblem('nine-char', $never));
        $this->assertNull(AccountInput::passwordProblem('ten-chars!', $never));
        $this->assertSame('too_short', AccountInput::passwordProblem('😀😀😀😀', $never));
        $this->assertNull(AccountInput::passwordProblem(str_repeat('😀', 10), $never));
        $this->assertNull(AccountInput::passwordProblem(str_repeat('x', 4096), $never));
        $this->assertSame('too_long', AccountInput::passwordProblem(str_repeat('x', 4097), $never));
    }

    public function testTheCommonListIsAskedInLowerCase(): void
    {
        $asked = [];
        $list = static function (string $password) use (&$asked): bool {
            $asked[] = $password;
            return $password === 'qwertyuiop';
        };
        $this->assertSame('too_common', AccountInput::passwordProblem('QwertyUIOP', $list));
        $this->assertNull(AccountInput::passwordProblem(' qwertyuiop', $list));
        $this->assertSame(['qwertyuiop', ' qwertyuiop'], $asked);
    }
}
