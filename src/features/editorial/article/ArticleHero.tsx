import { useTranslation } from '@/lib/i18n/use-translation';
import type { Article } from '@/lib/content/article';
import { fromBreakpoint } from '@/theme/breakpoints';
import { ContentImage } from '../shared/ContentImage';
import type { ArticleStore } from './article-extras-types';
import { articleCrumbs } from './article-crumbs';
import styles from './article.module.css';
import { ArticleBreadcrumb } from './ArticleBreadcrumb';
import { AuthorStrip } from './AuthorStrip';
import { BulletPoints } from './BulletPoints';
import { StoreBadge } from './StoreBadge';

interface ArticleHeroProps {
  article: Omit<Article, 'html'>;
  wordCount: number;
  store: ArticleStore | null;
}

/**
 * The cover banner: optional store, H1, description, breadcrumb, author strip, up to three bullet
 * points. A guide shows its cover below the text; other articles beside it from 1169px.
 */
export function ArticleHero({ article, wordCount, store }: ArticleHeroProps) {
  const { t } = useTranslation('common');
  const isGuide = article.kind === 'guide';
  const crumbs = articleCrumbs(article, {
    home: t('editorial.breadcrumb.home'),
    guides: t('editorial.breadcrumb.guides'),
  });
  return (
    <header
      className={`${styles.hero} ${isGuide ? styles.heroGuide : styles.heroReview}`}
      data-testid="article-hero"
      data-kind={article.kind}
    >
      <div className={styles.heroText}>
        <ArticleBreadcrumb crumbs={crumbs} />
        {store && <StoreBadge store={store} />}
        <h1>{article.title}</h1>
        {article.description && <p className={styles.lead}>{article.description}</p>}
        <AuthorStrip
          author={article.author}
          published={article.published}
          modified={article.modified}
          wordCount={wordCount}
        />
        <BulletPoints points={article.bulletPoints} />
      </div>
      <div className={styles.cover}>
        <ContentImage
          src={article.cover?.url}
          alt={article.cover?.alt ?? ''}
          sizes={isGuide ? '(min-width: 1280px) 1200px, 100vw' : `${fromBreakpoint('WIDE_MIN')} 480px, 100vw`}
          preload
          testId="article-cover"
        />
      </div>
    </header>
  );
}
