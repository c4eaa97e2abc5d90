import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Crumb } from '@/lib/catalogue/breadcrumbs';
import { categoryPath } from '@/lib/catalogue/slugs';
import styles from './CatalogueBreadcrumbs.module.css';

interface CatalogueBreadcrumbsProps {
  crumbs: Crumb[];
  /** The page itself (e.g. a product name), shown last and never linked. */
  current?: string;
}

export function CatalogueBreadcrumbs({ crumbs, current }: CatalogueBreadcrumbsProps) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('catalogue.breadcrumb')} className={styles.nav} data-testid="breadcrumbs">
      <ol className={styles.list}>
        <li>
          <SiteLink href="/cl/">{t('nav.allCategories')}</SiteLink>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.id} aria-current={!crumb.linked && !current ? 'page' : undefined}>
            {crumb.linked ? (
              <SiteLink href={categoryPath(crumb.name, crumb.id)}>{crumb.name}</SiteLink>
            ) : (
              <span data-testid="crumb-unlinked">{crumb.name}</span>
            )}
          </li>
        ))}
        {current && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}
