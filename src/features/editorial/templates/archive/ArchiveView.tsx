import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from '../../editorial.module.css';
import { PageTitle } from '../../shared/PageTitle';
import type { ArchiveKind, ArchiveModel } from './model';

const LIST_HEADING: Record<ArchiveKind, string> = {
  category: 'editorial.archive.recentPosts',
  tag: 'editorial.archive.recentPosts',
  author: 'editorial.archive.recentPosts',
  guideCategory: 'editorial.archive.recentGuides',
  reviewCategory: 'editorial.archive.recentReviews',
  contentType: 'editorial.archive.latest',
};

/** An archive: "Recent Posts", a list of links; browser title "{type}: {name} - {site title}". */
export function ArchiveView({ model }: { model: ArchiveModel }) {
  const { t } = useTranslation('common');
  const { archive, siteTitle } = model;
  const heading = `${t(`editorial.archive.types.${archive.kind}`)}: ${archive.name}`;
  return (
    <div className={styles.page} data-testid="archive" data-kind={archive.kind}>
      <PageTitle title={heading} siteTitle={siteTitle} description={model.description ?? undefined} />
      <h1>{heading}</h1>
      {archive.description && <p className={styles.lead}>{archive.description}</p>}
      <section aria-labelledby="archive-list" className={styles.stack}>
        <h2 id="archive-list">{t(LIST_HEADING[archive.kind])}</h2>
        {archive.items.length === 0 ? (
          <p className={styles.muted}>{t('editorial.archive.empty')}</p>
        ) : (
          <ul className={styles.links} data-testid="archive-items">
            {archive.items.map((item) => (
              <li key={item.id}>
                <SiteLink href={item.href}>{item.title}</SiteLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
