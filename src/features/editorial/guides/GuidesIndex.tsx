import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { EditorialCategory } from '@/lib/content/editorial-list';
import type { GuideCategoryGroup } from '@/lib/content/guides-index';
import { CategoryChoices } from '../categories/CategoryChoices';
import styles from '../editorial.module.css';
import { PageTitle } from '../shared/PageTitle';
import { GuideCard } from './GuideCard';

export interface GuidesIndexProps {
  /** The categories shown, each with its guides: every one that has guides, or the chosen one. */
  categories: GuideCategoryGroup[];
  /** The guide categories to filter by; `category` is the chosen one, null for all. */
  choices: EditorialCategory[];
  category: EditorialCategory | null;
  siteTitle: string | null;
}

/** `/g`: guide categories, each with its guides; all of them or the chosen one. */
export function GuidesIndex({ categories, choices, category, siteTitle }: GuidesIndexProps) {
  const { t } = useTranslation('common');
  const title = category ? t('editorial.guides.titleIn', { category: category.name }) : t('editorial.guides.title');
  return (
    <div className={styles.wide} data-testid="guides-index">
      <PageTitle title={title} siteTitle={siteTitle} description={t('editorial.guides.lead')} />
      <div className={styles.stack}>
        <h1>{title}</h1>
        <p className={styles.lead}>{t('editorial.guides.lead')}</p>
      </div>
      {choices.length > 0 && (
        <CategoryChoices
          base="/g/"
          label={t('editorial.guides.categories')}
          categories={choices}
          current={category?.slug ?? null}
        />
      )}
      {categories.length === 0 && (
        <p className={styles.muted}>
          {category ? t('editorial.guides.emptyIn', { category: category.name }) : t('editorial.guides.empty')}
        </p>
      )}
      {categories.map((group) => (
        <section key={group.id} aria-labelledby={`guides-${group.id}`} className={styles.stack}>
          <h2 id={`guides-${group.id}`}>
            {group.href ? <SiteLink href={group.href}>{group.name}</SiteLink> : group.name}
          </h2>
          <ul className={styles.guideCards}>
            {group.guides.map((guide) => (
              <li key={guide.id}>
                <GuideCard guide={guide} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
