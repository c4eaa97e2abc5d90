import { SiteLink } from '@/components/navigation/SiteLink';
import type { TermLink } from '@/lib/content/content-types';
import styles from '../../editorial.module.css';

/** A post's categories or tags, each linking to its archive. */
export function TermLinks({ label, terms }: { label: string; terms: readonly TermLink[] }) {
  if (terms.length === 0) return null;
  return (
    <div className={styles.terms}>
      <span className={styles.strong}>{label}:</span>
      <ul className={styles.terms} aria-label={label}>
        {terms.map((term) => (
          <li key={term.slug}>{term.href ? <SiteLink href={term.href}>{term.name}</SiteLink> : term.name}</li>
        ))}
      </ul>
    </div>
  );
}
