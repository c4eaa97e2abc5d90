import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from 'react-i18next';
import type { GuideCategoryGroup } from '@/lib/content/guides-index';
import styles from '../editorial.module.css';
import { PageTitle } from '../shared/PageTitle';
import { GuideCard } from './GuideCard';

export interface GuidesIndexProps {
  categories: GuideCategoryGroup[];
  siteTitle: string | null;
}

/** `/g`: guide categories, each with its guides. */
export function GuidesIndex({ categories, siteTitle }: GuidesIndexProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.wide} data-testid="guides-index">
      <PageTitle title={t('editorial.guides.title')} siteTitle={siteTitle} description={t('editorial.guides.lead')} />
      <div className={styles.stack}>
        <h1>{t('editorial.guides.title')}</h1>
        <p className={styles.lead}>{t('editorial.guides.lead')}</p>
      </div>
      {categories.length === 0 && <p className={styles.muted}>{t('editorial.guides.empty')}</p>}
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`guides-${category.id}`} className={styles.stack}>
          <h2 id={`guides-${category.id}`}>{category.href ? <SiteLink href={category.href}>{category.name}</SiteLink> : category.name}</h2>
          <ul className={styles.guideCards}>
            {category.guides.map((guide) => (
              <li key={guide.id}><GuideCard guide={guide} /></li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
