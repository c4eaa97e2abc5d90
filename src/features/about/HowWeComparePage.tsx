import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import { PageMeta } from '@/components/seo/PageMeta';
import { DEALS_PATH, HOW_WE_COMPARE_PATH } from '@/lib/site-paths';
import styles from './HowWeComparePage.module.css';

/** The page's sections, in order; each is a heading and its paragraphs in the `about` strings. */
const SECTIONS = ['money', 'ranking', 'freshness', 'discounts', 'drops', 'history', 'reports'] as const;

/** The full explanation the short disclosures beside store links point to. */
export function HowWeComparePage() {
  const { t } = useTranslation('common');
  return (
    <article className={styles.page}>
      <PageMeta
        title={t('about.title')}
        description={t('about.description')}
        type="website"
        canonicalPath={HOW_WE_COMPARE_PATH}
      />
      <h1>{t('about.title')}</h1>
      <p className={styles.lead}>{t('about.lead')}</p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`about-${section}`} className={styles.section}>
          <h2 id={`about-${section}`}>{t(`about.${section}.heading`)}</h2>
          {(t(`about.${section}.paragraphs`, { returnObjects: true }) as unknown as string[]).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p>
        <SiteLink href={DEALS_PATH}>{t('about.dealsLink')}</SiteLink>
      </p>
    </article>
  );
}
