import { Heading, List, ListIcon, ListItem, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import type { PickItem } from '@/lib/content/article';
import { CheckIcon } from '../shared/CheckIcon';
import { GUIDE_PICK_LIST_FIELDS } from './fragments';

/** "How we picked": each criterion with a check mark, its title and description (spec §2 "Pick list"). */
export function PickList({ title, items }: { title: string; items: readonly PickItem[] }) {
  const { t } = useTranslation('common');
  return (
    <Stack as="section" aria-labelledby="pick-list" spacing={4} data-testid="pick-list">
      <Heading as="h2" size="lg" id="pick-list">{title || t('editorial.pickList.defaultTitle')}</Heading>
      <List spacing={3}>
        {items.map((item) => (
          <ListItem key={`${item.title}-${item.description}`} display="flex" gap={3}>
            <ListIcon as={CheckIcon} color="green.500" boxSize={5} mt={1} />
            <Stack spacing={0}>
              <Text fontWeight="semibold">{item.title}</Text>
              <Text>{item.description}</Text>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}

PickList.fragments = { entry: GUIDE_PICK_LIST_FIELDS };
