import { useTranslation } from '@/lib/i18n/use-translation';
import { ContentImage } from '../shared/ContentImage';
import type { ArticleStore } from './article-extras-types';
import styles from './article.module.css';

/** The store behind the article's product: its logo linking to the store's site, and its name. */
export function StoreBadge({ store }: { store: ArticleStore }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.storeBadge} data-testid="hero-store">
      <a href={store.domainUrl} target="_blank" rel="nofollow sponsored noopener" className={styles.storeLogo}>
        <ContentImage
          src={store.logoUrl}
          alt={t('editorial.hero.storeLogo', { store: store.name })}
          width={96}
          height={32}
          fit="contain"
          className={styles.logo96}
        />
      </a>
      <span className={styles.strong}>{store.name}</span>
    </div>
  );
}
