import { useTranslation } from '@/lib/i18n/use-translation';
import { readingMinutes } from '@/lib/content/read-time';

/** "Less than a minute" under 150 words, else whole minutes rounded up. */
export function ReadTime({ wordCount }: { wordCount: number }) {
  const { t } = useTranslation('common');
  const minutes = readingMinutes(wordCount);
  return (
    <span data-testid="read-time">
      {minutes === 0 ? t('editorial.readTime.lessThanMinute') : t('editorial.readTime.minutes', { count: minutes })}
    </span>
  );
}
