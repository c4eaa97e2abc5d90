import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from '@/lib/i18n/use-translation';
import { buttonClass } from '@/components/ui/button';
import { editorialListHref, type EditorialCategory } from '@/lib/content/editorial-list';
import type { NewsListItem } from '@/lib/content/news-list';
import { CategoryChoices } from '../categories/CategoryChoices';
import styles from '../editorial.module.css';
import { PageTitle } from '../shared/PageTitle';
import { NewsList } from './NewsList';

export interface NewsIndexProps {
  page: number;
  posts: NewsListItem[];
  hasNextPage: boolean;
  /** The news categories to filter by; `category` is the chosen one, null for all. */
  categories: EditorialCategory[];
  category: EditorialCategory | null;
  siteTitle: string | null;
}

/** `/n`: WordPress posts, newest first, a page at a time, of every category or the chosen one. */
export function NewsIndex({ page, posts, hasNextPage, categories, category, siteTitle }: NewsIndexProps) {
  const { t } = useTranslation('common');
  const slug = category?.slug ?? null;
  const heading = category ? t('editorial.news.titleIn', { category: category.name }) : t('editorial.news.title');
  const title = page > 1 ? `${heading} · ${t('editorial.news.page', { page })}` : heading;
  return (
    <div className={styles.page} data-testid="news-index">
      <PageTitle title={title} siteTitle={siteTitle} description={t('editorial.news.description')} />
      <h1>{title}</h1>
      {categories.length > 0 && (
        <CategoryChoices base="/n/" label={t('editorial.news.categories')} categories={categories} current={slug} />
      )}
      {posts.length === 0 ? (
        <p className={styles.muted}>
          {category ? t('editorial.news.emptyIn', { category: category.name }) : t('editorial.news.empty')}
        </p>
      ) : (
        <NewsList posts={posts} />
      )}
      {(page > 1 || hasNextPage) && (
        <nav aria-label={t('editorial.news.pagination')} className={styles.pager}>
          {page > 1 && (
            <SiteLink href={editorialListHref('/n/', slug, page - 1)} rel="prev" className={buttonClass('outline')}>
              {t('editorial.news.newer')}
            </SiteLink>
          )}
          {hasNextPage && (
            <SiteLink href={editorialListHref('/n/', slug, page + 1)} rel="next" className={buttonClass('solid')}>
              {t('editorial.news.older')}
            </SiteLink>
          )}
        </nav>
      )}
    </div>
  );
}
