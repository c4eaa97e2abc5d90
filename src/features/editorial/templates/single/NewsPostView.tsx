import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatArticleDate, isoDate } from '@/lib/content/article-date';
import styles from '../../editorial.module.css';
import { RichTextBody } from '../../rich-text/RichTextBody';
import { FeaturedFigure } from '../../shared/FeaturedFigure';
import { PageTitle } from '../../shared/PageTitle';
import { SiteMenu } from '../../site-menu/SiteMenu';
import type { NewsPostModel } from './model';
import { TermLinks } from './TermLinks';

/** A news post: the site's header and menu, then title, date, author and content. */
export function NewsPostView({ model }: { model: NewsPostModel }) {
  const { t } = useTranslation('common');
  const { post, body, header } = model;
  const date = formatArticleDate(post.published);
  return (
    <div className={styles.page}>
      <PageTitle title={post.title} siteTitle={header.title} description={model.description ?? undefined} />
      <SiteMenu header={header} />
      <article className={styles.page} data-testid="news-post">
        <header className={styles.stack}>
          <SiteLink href="/n/" className={`${styles.small} ${styles.strong}`}>
            {t('editorial.news.title')}
          </SiteLink>
          <h1>{post.title}</h1>
          <p className={styles.meta}>
            {date && <time dateTime={isoDate(post.published) ?? undefined}>{date}</time>}
            {post.author && (
              <span data-testid="post-author">{t('editorial.author.by', { name: post.author.name })}</span>
            )}
          </p>
        </header>
        <FeaturedFigure image={post.featuredImage} />
        <RichTextBody document={body} />
        <TermLinks label={t('editorial.post.categories')} terms={post.categories} />
        <TermLinks label={t('editorial.post.tags')} terms={post.tags} />
      </article>
    </div>
  );
}
