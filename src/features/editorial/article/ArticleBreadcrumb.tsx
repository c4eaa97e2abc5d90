import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './article.module.css';

export interface Crumb {
  label: string;
  /** Null for the current page, which is not a link. */
  href: string | null;
}

export function ArticleBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('editorial.breadcrumb.label')} className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.href ? (
              <SiteLink href={crumb.href}>{crumb.label}</SiteLink>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
