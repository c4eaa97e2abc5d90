import { Text } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import { readingMinutes } from '@/lib/content/read-time';

/** "Less than a minute" under 150 words, else whole minutes rounded up (spec §5). */
export function ReadTime({ wordCount }: { wordCount: number }) {
  const { t } = useTranslation('common');
  const minutes = readingMinutes(wordCount);
  return (
    <Text as="span" data-testid="read-time">
      {minutes === 0 ? t('editorial.readTime.lessThanMinute') : t('editorial.readTime.minutes', { count: minutes })}
    </Text>
  );
}
