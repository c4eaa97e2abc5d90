import { SiteLink } from '@/components/navigation/SiteLink';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { SiteHeader } from '@/lib/content/site-header';
import styles from '../editorial.module.css';

/**
 * WordPress's site title, tagline and primary menu: the "header and menu" of the front page and
 * of a post. The site title here is text, never the page's H1.
 */
export function SiteMenu({ header }: { header: SiteHeader }) {
  const { t } = useTranslation('common');
  if (!header.title && header.menu.length === 0) return null;
  return (
    <div className={styles.siteMenu} data-testid="site-menu">
      {header.title && (
        <p className={styles.siteTitle}>
          <span className={`${styles.lead} ${styles.strong}`}>{header.title}</span>
          {header.description && <span className={styles.muted}>{header.description}</span>}
        </p>
      )}
      {header.menu.length > 0 && (
        <nav aria-label={t('editorial.menu.label')}>
          <ul className={styles.menu}>
            {header.menu.map((item) => (
              <li key={item.id}>
                {item.href ? <SiteLink href={item.href}>{item.label}</SiteLink> : <span>{item.label}</span>}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
