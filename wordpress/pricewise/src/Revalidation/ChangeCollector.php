<?php

declare(strict_types=1);

namespace Pricewise\Revalidation;

use WP_Post;

/**
 * Watches content changes during a request and, when it ends, queues one revalidation call per
 * kind of change (see UriRules). A save is seen at `wp_after_insert_post`, after its meta and terms
 * are stored; its state before is read at `pre_post_update` (or `wp_trash_post`), so an old slug
 * and old categories are revalidated too. Nothing is sent during the request: the editor's save never waits.
 */
final class ChangeCollector
{
    /** @var array<int, ContentState|null> post id => public state before this request changed it */
    private array $before = [];
    /** @var array<int, array{post: WP_Post, after: ContentState|null}> */
    private array $posts = [];
    /** @var array<int, string|null> term id => its URI before the edit */
    private array $termsBefore = [];
    /** @var list<array{event: string, uris: list<string>}> */
    private array $termChanges = [];

    public function register(): void
    {
        add_action('pre_post_update', [$this, 'rememberPost']);
        // Trashing renames the slug (`…__trashed`) before pre_post_update fires.
        add_action('wp_trash_post', [$this, 'rememberPost']);
        add_action('wp_after_insert_post', [$this, 'postSaved'], 10, 4);
        add_action('before_delete_post', [$this, 'postDeleting']);
        add_action('edit_terms', [$this, 'rememberTerm'], 10, 2);
        add_action('edited_term', [$this, 'termEdited'], 10, 3);
        add_action('pre_delete_term', [$this, 'termDeleting'], 10, 2);
        add_action('shutdown', [$this, 'flush']);
    }

    public function rememberPost(int $postId): void
    {
        $post = get_post($postId);
        if ($post instanceof WP_Post && !array_key_exists($postId, $this->before)) {
            $this->before[$postId] = PublicState::ofPost($post);
        }
    }

    public function postSaved(int $postId, WP_Post $post, bool $update, mixed $postBefore): void
    {
        if (wp_is_post_revision($postId) || wp_is_post_autosave($postId)) {
            return;
        }
        if (!array_key_exists($postId, $this->before)) {
            // Published by the scheduler (wp_publish_post) or created now: WordPress passes the old row.
            $this->before[$postId] = $postBefore instanceof WP_Post ? PublicState::ofPost($postBefore) : null;
        }
        $this->posts[$postId] = ['post' => $post, 'after' => PublicState::ofPost($post)];
    }

    public function postDeleting(int $postId): void
    {
        $post = get_post($postId);
        if (!$post instanceof WP_Post || wp_is_post_revision($postId)) {
            return;
        }
        $this->rememberPost($postId);
        $this->posts[$postId] = ['post' => $post, 'after' => null];
    }

    public function rememberTerm(int $termId, string $taxonomy): void
    {
        if (!array_key_exists($termId, $this->termsBefore)) {
            $this->termsBefore[$termId] = PublicState::termUri($termId, $taxonomy);
        }
    }

    public function termEdited(int $termId, int $termTaxonomyId, string $taxonomy): void
    {
        $change = UriRules::forTerm($this->termsBefore[$termId] ?? null, PublicState::termUri($termId, $taxonomy));
        if ($change !== null) {
            $this->termChanges[] = $change;
        }
    }

    public function termDeleting(int $termId, string $taxonomy): void
    {
        $change = UriRules::forTerm(PublicState::termUri($termId, $taxonomy), null);
        if ($change !== null) {
            $this->termChanges[] = $change;
        }
    }

    /** At the end of the request: queue the calls, then start WP-Cron in the background. */
    public function flush(): void
    {
        $changes = $this->termChanges;
        foreach ($this->posts as $postId => $entry) {
            $change = UriRules::forPost($this->before[$postId] ?? null, $entry['after']);
            if ($change === null) {
                continue;
            }
            /**
             * Filters the URIs a post's change revalidates on the site (paths such as `/guide/x/`).
             *
             * @param list<string> $uris
             * @param string $event content.published, content.updated or content.deleted
             * @param WP_Post $post
             */
            $uris = apply_filters('pricewise_revalidate_uris', $change['uris'], $change['event'], $entry['post']);
            $changes[] = ['event' => $change['event'], 'uris' => is_array($uris) ? array_values($uris) : $change['uris']];
        }
        $this->before = [];
        $this->posts = [];
        $this->termsBefore = [];
        $this->termChanges = [];
        // Without a site to tell, there is nothing to queue (the settings screen says so).
        if ($changes === [] || !Sender::isConfigured()) {
            return;
        }
        foreach (UriRules::byEvent($changes) as $event => $uris) {
            Sender::enqueue($event, $uris);
        }
        Sender::startCronNow();
    }
}
