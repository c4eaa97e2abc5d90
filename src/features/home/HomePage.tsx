import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from 'react-i18next';
import { JsonLd, type StructuredData } from '@/components/seo/JsonLd';
import { PageMeta } from '@/components/seo/PageMeta';
import { categoryPath } from '@/lib/catalogue/slugs';
import type { CategoryNode } from '@/lib/pricing/categories';
import styles from './HomePage.module.css';

export interface HomePageProps {
  storeCount: number;
  categories: CategoryNode[];
  structuredData: StructuredData[];
}

export function HomePage({ storeCount, categories, structuredData }: HomePageProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page}>
      <PageMeta title={t('home.title', { count: storeCount })} description={t('home.metaDescription', { count: storeCount })} type="website" image="/favicon.svg" />
      <JsonLd items={structuredData} />
      <section aria-labelledby="home-title" className={styles.intro}>
        <h1 id="home-title">{t('home.title', { count: storeCount })}</h1>
        <p className={styles.lead}>{t('home.lead')}</p>
        <p className={styles.storeCount} data-testid="store-count">{t('home.storeCount', { count: storeCount })}</p>
      </section>
      <section aria-labelledby="home-categories" className={styles.categories}>
        <h2 id="home-categories">{t('home.categoriesHeading')}</h2>
        <ul className={styles.tiles}>
          {categories.map((category) => (
            <li key={category.id} className={styles.tile}>
              <SiteLink href={categoryPath(category.name, category.id)}>{category.name}</SiteLink>
            </li>
          ))}
        </ul>
        <SiteLink href="/cl/" className={styles.more}>{t('home.allCategoriesLink')}</SiteLink>
      </section>
    </div>
  );
}
