import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { RelatedArticle } from '@/lib/content/related-articles';
import { fromBreakpoint } from '@/theme/breakpoints';
import { ContentImage } from '../shared/ContentImage';
import styles from './article.module.css';

/** Four columns from WIDE_MIN, two from DESKTOP_MIN (article.module.css `.related`). */
const RELATED_IMAGE_SIZES = `${fromBreakpoint('WIDE_MIN')} 300px, ${fromBreakpoint('DESKTOP_MIN')} 50vw, 100vw`;

/** Up to four of the latest articles of the same kind: thumbnail, title, subheading. */
export function RelatedArticles({ articles }: { articles: readonly RelatedArticle[] }) {
  const { t } = useTranslation('common');
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-articles" className={styles.section} data-testid="related-articles">
      <h2 id="related-articles">{t('editorial.related.title')}</h2>
      <ul className={styles.related}>
        {articles.map((article) => (
          <li key={article.id} className={styles.relatedItem}>
            <div className={styles.thumb}>
              <ContentImage
                src={article.thumbnail?.url}
                alt={article.thumbnail?.alt ?? ''}
                sizes={RELATED_IMAGE_SIZES}
              />
            </div>
            <div className={styles.relatedText}>
              <h3>
                <SiteLink href={article.href} className={styles.overlay}>
                  {article.title}
                </SiteLink>
              </h3>
              {article.subheading && <p className={styles.muted}>{article.subheading}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
