import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { headingHref } from '@/lib/content/heading-ids';
import type { OutlineHeading } from '@/lib/content/rich-text-document';
import styles from './article.module.css';

export interface TableOfContentsProps {
  outline: readonly OutlineHeading[];
}

/** An article has one: its ids are fixed, so the server's and an island's render agree. */
const listId = 'table-of-contents';

/** Collapsible table of contents of the body's h2 headings, open by default. */
export function TableOfContents({ outline }: TableOfContentsProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(true);
  const headings = outline.filter((heading) => heading.level === 2);
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby={`${listId}-title`} className={styles.toc} data-testid="table-of-contents">
      <div className={styles.tocHead}>
        <h2 id={`${listId}-title`} className={styles.tocTitle}>
          {t('editorial.toc.title')}
        </h2>
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('editorial.toc.hide') : t('editorial.toc.show')}
        </button>
      </div>
      <ol id={listId} hidden={!open} className={styles.tocList}>
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={headingHref(heading.id)}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
