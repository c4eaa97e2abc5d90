import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import { PageMeta } from '@/components/seo/PageMeta';
import { categoryPath } from '@/lib/catalogue/slugs';
import type { HomeEditorial } from '@/lib/content/home-editorial';
import type { CategoryNode } from '@/lib/pricing/categories';
import { DEALS_PATH } from '@/lib/site-paths';
import { DealGrid } from '../catalogue/deals/DealGrid';
import type { DealView } from '../catalogue/deals/deal-view';
import styles from './HomePage.module.css';
import { LatestArticles } from './LatestArticles';

export interface HomePageProps {
  storeCount: number;
  categories: CategoryNode[];
  /** The largest real price drops; empty when there are none or the service has none. */
  deals: DealView[];
  editorial: HomeEditorial;
}

export function HomePage({ storeCount, categories, deals, editorial }: HomePageProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page}>
      <PageMeta
        title={t('home.title', { count: storeCount })}
        description={t('home.metaDescription', { count: storeCount })}
        type="website"
        image="/favicon.svg"
      />
      <section aria-labelledby="home-title" className={styles.intro}>
        <h1 id="home-title">{t('home.title', { count: storeCount })}</h1>
        <p className={styles.lead}>{t('home.lead')}</p>
        <p className={styles.storeCount} data-testid="store-count">
          {t('home.storeCount', { count: storeCount })}
        </p>
      </section>
      {deals.length > 0 && (
        <section aria-labelledby="home-deals" className={styles.section} data-testid="home-deals">
          <h2 id="home-deals">{t('home.dealsHeading')}</h2>
          {/* The first thing below the intro: its first row is the largest paint, so it loads at once. */}
          <DealGrid deals={deals} headingLevel="h3" leading />
          <SiteLink href={DEALS_PATH} className={styles.more}>
            {t('home.allDealsLink')}
          </SiteLink>
        </section>
      )}
      <section aria-labelledby="home-categories" className={styles.section}>
        <h2 id="home-categories">{t('home.categoriesHeading')}</h2>
        <ul className={styles.tiles}>
          {categories.map((category) => (
            <li key={category.id} className={styles.tile}>
              <SiteLink href={categoryPath(category.name, category.id)}>{category.name}</SiteLink>
            </li>
          ))}
        </ul>
        <SiteLink href="/cl/" className={styles.more}>
          {t('nav.seeAllCategories')}
        </SiteLink>
      </section>
      {editorial.guides.length > 0 && (
        <section aria-labelledby="home-guides" className={styles.section} data-testid="home-guides">
          <h2 id="home-guides">{t('home.guidesHeading')}</h2>
          <LatestArticles
            articles={editorial.guides.map((guide) => ({ ...guide, summary: guide.subheading }))}
            testId="home-guide-list"
          />
          <SiteLink href="/g/" className={styles.more}>
            {t('home.allGuidesLink')}
          </SiteLink>
        </section>
      )}
      {editorial.news.length > 0 && (
        <section aria-labelledby="home-news" className={styles.section} data-testid="home-news">
          <h2 id="home-news">{t('home.newsHeading')}</h2>
          <LatestArticles articles={editorial.news} testId="home-news-list" />
          <SiteLink href="/n/" className={styles.more}>
            {t('home.allNewsLink')}
          </SiteLink>
        </section>
      )}
    </div>
  );
}
