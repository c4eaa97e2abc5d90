import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './article.module.css';

/** The guide's intro section with its title. */
export function ArticleIntro({ intro }: { intro: { title: string; text: string } }) {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="article-intro" className={styles.section} data-testid="article-intro">
      <h2 id="article-intro">{intro.title || t('editorial.intro.defaultTitle')}</h2>
      <p className={`${styles.lead} ${styles.preLine}`}>{intro.text}</p>
    </section>
  );
}
