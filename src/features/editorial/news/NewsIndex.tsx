import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import type { NewsListItem } from '@/lib/content/news-list';
import styles from '../editorial.module.css';
import { PageTitle } from '../shared/PageTitle';
import { NewsList } from './NewsList';

export interface NewsIndexProps {
  page: number;
  posts: NewsListItem[];
  hasNextPage: boolean;
  siteTitle: string | null;
}

export function newsPageHref(page: number): string {
  return page <= 1 ? '/n/' : `/n/?page=${page}`;
}

/** `/n`: WordPress posts, newest first, a page at a time. */
export function NewsIndex({ page, posts, hasNextPage, siteTitle }: NewsIndexProps) {
  const { t } = useTranslation('common');
  const title = page > 1 ? `${t('editorial.news.title')} · ${t('editorial.news.page', { page })}` : t('editorial.news.title');
  return (
    <div className={styles.page} data-testid="news-index">
      <PageTitle title={title} siteTitle={siteTitle} description={t('editorial.news.description')} />
      <h1>{title}</h1>
      {posts.length === 0 ? <p className={styles.muted}>{t('editorial.news.empty')}</p> : <NewsList posts={posts} />}
      {(page > 1 || hasNextPage) && (
        <nav aria-label={t('editorial.news.pagination')} className={styles.pager}>
          {page > 1 && <SiteLink href={newsPageHref(page - 1)} rel="prev" className={buttonClass('outline')}>{t('editorial.news.newer')}</SiteLink>}
          {hasNextPage && <SiteLink href={newsPageHref(page + 1)} rel="next" className={buttonClass('solid')}>{t('editorial.news.older')}</SiteLink>}
        </nav>
      )}
    </div>
  );
}
