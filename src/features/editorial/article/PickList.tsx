import { useTranslation } from '@/lib/i18n/use-translation';
import type { PickItem } from '@/lib/content/article';
import { CheckIcon } from '../shared/CheckIcon';
import styles from './article.module.css';

/** "How we picked": each criterion with a check mark, its title and description. */
export function PickList({ title, items }: { title: string; items: readonly PickItem[] }) {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="pick-list" className={styles.section} data-testid="pick-list">
      <h2 id="pick-list">{title || t('editorial.pickList.defaultTitle')}</h2>
      <ul className={styles.pickList}>
        {items.map((item) => (
          <li key={`${item.title}-${item.description}`}>
            <CheckIcon className={styles.pickIcon} />
            <div>
              <p className={styles.strong}>{item.title}</p>
              <p>{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
