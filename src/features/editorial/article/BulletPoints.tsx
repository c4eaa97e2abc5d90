import { useTranslation } from '@/lib/i18n/use-translation';
import { CheckIcon } from '../shared/CheckIcon';
import styles from './article.module.css';

/** The hero's short list: up to three bullet points. */
export function BulletPoints({ points }: { points: readonly string[] }) {
  const { t } = useTranslation('common');
  if (points.length === 0) return null;
  return (
    <ul aria-label={t('editorial.hero.topPicks')} className={styles.checks} data-testid="hero-bullets">
      {points.map((point) => (
        <li key={point}>
          <CheckIcon className={styles.checkIcon} />
          {point}
        </li>
      ))}
    </ul>
  );
}
