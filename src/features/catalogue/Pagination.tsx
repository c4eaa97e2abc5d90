import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from '@/lib/i18n/use-translation';
import { buttonClass } from '@/components/ui/button';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The href of a given page; real links so crawlers can page too. */
  hrefFor: (page: number) => string;
}

/** Pages shown around the current one, plus the first and last. */
export function visiblePages(page: number, pageCount: number, radius = 2): number[] {
  const pages = new Set<number>([1, pageCount]);
  for (let candidate = page - radius; candidate <= page + radius; candidate += 1) {
    if (candidate >= 1 && candidate <= pageCount) pages.add(candidate);
  }
  return [...pages].sort((a, b) => a - b);
}

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount);
  return (
    <nav aria-label={t('catalogue.pagination')} className={styles.nav}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <SiteLink href={hrefFor(page - 1)} rel="prev" className={buttonClass('outline', { size: 'sm' })}>
              {t('catalogue.previousPage')}
            </SiteLink>
          </li>
        )}
        {pages.map((number, index) => (
          <li key={number} className={styles.item}>
            {index > 0 && number - pages[index - 1]! > 1 && <span aria-hidden="true">…</span>}
            <SiteLink
              href={hrefFor(number)}
              className={buttonClass(number === page ? 'solid' : 'ghost', { size: 'sm' })}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('catalogue.pageNumber', { page: number })}
            >
              {number}
            </SiteLink>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <SiteLink href={hrefFor(page + 1)} rel="next" className={buttonClass('outline', { size: 'sm' })}>
              {t('catalogue.nextPage')}
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
