import { List, ListIcon, ListItem } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import { CheckIcon } from '../shared/CheckIcon';

/** The hero's short list (spec §2: "up to three bullet points"). */
export function BulletPoints({ points }: { points: readonly string[] }) {
  const { t } = useTranslation('common');
  if (points.length === 0) return null;
  return (
    <List spacing={2} aria-label={t('editorial.hero.topPicks')} data-testid="hero-bullets">
      {points.map((point) => (
        <ListItem key={point} display="flex" alignItems="center" fontWeight="medium">
          <ListIcon as={CheckIcon} color="brand.500" />
          {point}
        </ListItem>
      ))}
    </List>
  );
}
