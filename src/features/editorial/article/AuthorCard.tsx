import { useTranslation } from '@/lib/i18n/use-translation';
import type { ContentAuthor } from '@/lib/content/content-types';
import { ContentImage, FALLBACK_AVATAR_IMAGE } from '../shared/ContentImage';
import styles from './article.module.css';

/** "Meet your guide": avatar, "Written by", name, and the author's own text with its line breaks. */
export function AuthorCard({ author }: { author: ContentAuthor }) {
  const { t } = useTranslation('common');
  const [bio, ...more] = author.bio.split(/\n+/);
  return (
    <section aria-labelledby="meet-your-guide" className={styles.authorCard} data-testid="author-card">
      <h2 id="meet-your-guide">{t('editorial.author.meetYourGuide')}</h2>
      <div className={styles.authorBody}>
        <ContentImage
          src={author.avatarUrl}
          fallbackImage={FALLBACK_AVATAR_IMAGE}
          alt={t('editorial.author.avatarAlt', { name: author.name })}
          width={72}
          height={72}
          className={`${styles.avatar} ${styles.avatar72}`}
        />
        <div className={styles.stack}>
          <p className={styles.muted}>{t('editorial.author.writtenBy')}</p>
          <p className={styles.authorName}>{author.name}</p>
          {bio && <p className={styles.medium}>{bio}</p>}
          {more.length > 0 && (
            <p className={styles.preLine} data-testid="author-text">
              {more.join('\n')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
