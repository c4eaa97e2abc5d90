import { SiteLink } from '@/components/navigation/SiteLink';
import { formatArticleDate, isoDate } from '@/lib/content/article-date';
import type { NewsListItem } from '@/lib/content/news-list';
import styles from '../editorial.module.css';
import { fromBreakpoint } from '@/theme/breakpoints';
import { ContentImage } from '../shared/ContentImage';

/** News posts, newest first: image, date, category, title and summary. */
export function NewsList({
  posts,
  headingLevel: Heading = 'h2',
}: {
  posts: readonly NewsListItem[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ol className={styles.newsList} data-testid="news-list">
      {posts.map((post) => (
        <li key={post.id} className={styles.newsItem}>
          <div className={styles.newsImage}>
            <ContentImage
              src={post.image?.url}
              alt={post.image?.alt ?? ''}
              sizes={`${fromBreakpoint('DESKTOP_MIN')} 180px, 96px`}
            />
          </div>
          <div>
            <p className={styles.meta}>
              {post.published && (
                <time dateTime={isoDate(post.published) ?? undefined}>{formatArticleDate(post.published)}</time>
              )}
              {post.categories[0] && <span>{post.categories[0].name}</span>}
            </p>
            <Heading className={styles.newsTitle}>
              <SiteLink href={post.href} className={styles.overlay}>
                {post.title}
              </SiteLink>
            </Heading>
            {post.summary && <p className={styles.clamp2}>{post.summary}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
