<?php

declare(strict_types=1);

namespace Pricewise\Tests;

use PHPUnit\Framework\TestCase;
use Pricewise\Revalidation\ContentState;
use Pricewise\Revalidation\UriRules;

/**
 * Which of the site's pages a change makes stale.
 */
final class UriRulesTest extends TestCase
{
    private static function guide(string $slug, string $category = 'electronics'): ContentState
    {
        return new ContentState("/guide/{$slug}/", ['/guide/'], ["/guide-category/{$category}/"]);
    }

    public function testADraftThatStaysADraftChangesNothingPublic(): void
    {
        $this->assertNull(UriRules::forPost(null, null));
    }

    public function testPublishingRevalidatesTheItemItsListingsAndTheHome(): void
    {
        $this->assertSame(
            ['event' => 'content.published', 'uris' => ['/guide/best-vacuums/', '/guide/', '/guide-category/electronics/', '/']],
            UriRules::forPost(null, self::guide('best-vacuums')),
        );
    }

    public function testAnUpdateWithANewSlugAndCategoryRevalidatesTheOldUriAndOldCategoryToo(): void
    {
        $this->assertSame(
            [
                'event' => 'content.updated',
                'uris' => [
                    '/guide/robot-vacuums/', '/guide/', '/guide-category/home/',
                    '/guide/best-vacuums/', '/guide-category/electronics/', '/',
                ],
            ],
            UriRules::forPost(self::guide('best-vacuums'), self::guide('robot-vacuums', 'home')),
        );
    }

    public function testAnUnchangedUriIsSentOnce(): void
    {
        $change = UriRules::forPost(self::guide('best-vacuums'), self::guide('best-vacuums'));
        $this->assertSame(['/guide/best-vacuums/', '/guide/', '/guide-category/electronics/', '/'], $change['uris']);
    }

    public function testUnpublishingTrashingOrDeletingRevalidatesThePageThatMustGo(): void
    {
        $this->assertSame(
            ['event' => 'content.deleted', 'uris' => ['/guide/best-vacuums/', '/guide/', '/guide-category/electronics/', '/']],
            UriRules::forPost(self::guide('best-vacuums'), null),
        );
    }

    public function testATermEditRevalidatesItsPageUnderBothSlugs(): void
    {
        $this->assertSame(
            ['event' => 'content.updated', 'uris' => ['/guide-category/home/', '/guide-category/house/', '/']],
            UriRules::forTerm('/guide-category/house/', '/guide-category/home/'),
        );
        $home = '/guide-category/home/';
        $this->assertSame(['event' => 'content.updated', 'uris' => [$home, '/']], UriRules::forTerm($home, $home));
        $this->assertSame(['event' => 'content.deleted', 'uris' => [$home, '/']], UriRules::forTerm($home, null));
        $this->assertNull(UriRules::forTerm(null, null));
    }

    public function testChangesOfOneRequestBecomeOneCallPerEvent(): void
    {
        $this->assertSame(
            ['content.updated' => ['/a/', '/', '/b/'], 'content.deleted' => ['/c/', '/']],
            UriRules::byEvent([
                ['event' => 'content.updated', 'uris' => ['/a/', '/']],
                ['event' => 'content.deleted', 'uris' => ['/c/', '/']],
                ['event' => 'content.updated', 'uris' => ['/b/', '/']],
            ]),
        );
    }

    public function testWordPressUrlsBecomeSitePaths(): void
    {
        $this->assertSame('/guide/best-vacuums/', UriRules::pathOf('http://cms.example/guide/best-vacuums/'));
        $this->assertSame('/guide/best-vacuums/', UriRules::pathOf('http://cms.example/guide/best-vacuums'));
        $this->assertSame('/', UriRules::pathOf('http://cms.example'));
        $this->assertSame('/uk/guide/x/', UriRules::pathOf('https://cms.example/uk/guide/x/'));
        $this->assertSame('/?guide=best-vacuums', UriRules::pathOf('http://cms.example/?guide=best-vacuums'));
        $this->assertSame('/feed.xml', UriRules::pathOf('http://cms.example/feed.xml'));
        $this->assertNull(UriRules::pathOf(false));
        $this->assertNull(UriRules::pathOf(''));
        $this->assertNull(UriRules::pathOf('http:///'));
    }
}
