import { useTranslation } from '@/lib/i18n/use-translation';
import { formatArticleDate, isoDate } from '@/lib/content/article-date';
import type { ContentAuthor } from '@/lib/content/content-types';
import { ContentImage, FALLBACK_AVATAR_IMAGE } from '../shared/ContentImage';
import styles from './article.module.css';
import { ReadTime } from './ReadTime';

interface AuthorStripProps {
  author: ContentAuthor | null;
  published: string | null;
  modified: string | null;
  wordCount: number;
}

function DateLine({ label, value }: { label: string; value: string | null }) {
  const shown = formatArticleDate(value);
  if (!shown) return null;
  return (
    <span>
      {label} <time dateTime={isoDate(value) ?? undefined}>{shown}</time>
    </span>
  );
}

/** Avatar (32 px), writer, Published and Last updated dates, read time. */
export function AuthorStrip({ author, published, modified, wordCount }: AuthorStripProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.authorStrip} data-testid="author-strip">
      {author && (
        <ContentImage
          src={author.avatarUrl}
          fallbackImage={FALLBACK_AVATAR_IMAGE}
          alt={t('editorial.author.avatarAlt', { name: author.name })}
          width={32}
          height={32}
          className={`${styles.avatar} ${styles.avatar32}`}
        />
      )}
      <div>
        {author && <p className={styles.strong}>{author.name}</p>}
        <p className={styles.dates}>
          <DateLine label={t('editorial.dates.published')} value={published} />
          <DateLine label={t('editorial.dates.lastUpdated')} value={modified} />
          <ReadTime wordCount={wordCount} />
        </p>
      </div>
    </div>
  );
}
