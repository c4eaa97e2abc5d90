import { SiteLink } from '@/components/navigation/SiteLink';
import type { ContentImage as ContentImageData } from '@/lib/content/content-types';
import { fromBreakpoint } from '@/theme/breakpoints';
import { ContentImage } from '../editorial/shared/ContentImage';
import styles from './LatestArticles.module.css';

export interface LatestArticle {
  id: string;
  title: string;
  href: string;
  summary: string;
  image: ContentImageData | null;
}

/**
 * The home page's newest guides or news: a row of small cards, lighter than the full lists. Two
 * columns, four from WIDE_MIN (LatestArticles.module.css), which the images' `sizes` follow.
 */
export function LatestArticles({ articles, testId }: { articles: readonly LatestArticle[]; testId: string }) {
  return (
    <ul className={styles.list} data-testid={testId}>
      {articles.map((article) => (
        <li key={article.id} className={styles.card}>
          <div className={styles.image}>
            <ContentImage
              src={article.image?.url}
              alt={article.image?.alt ?? ''}
              sizes={`${fromBreakpoint('WIDE_MIN')} 300px, 50vw`}
            />
          </div>
          <h3 className={styles.title}>
            <SiteLink href={article.href} className={styles.link}>
              {article.title}
            </SiteLink>
          </h3>
          {article.summary && <p className={styles.summary}>{article.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
