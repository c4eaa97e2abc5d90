import { Box, Button, Heading, Link, ListItem, OrderedList, useColorModeValue } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { headingHref } from '@/lib/content/heading-ids';
import type { OutlineHeading } from '@/lib/content/rich-text-document';

/** Collapsible table of contents of the body's h2 headings (spec §2), open by default. */
export function TableOfContents({ outline }: { outline: readonly OutlineHeading[] }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(true);
  const listId = useId();
  const border = useColorModeValue('gray.200', 'gray.600');
  const headings = outline.filter((heading) => heading.level === 2);
  if (headings.length === 0) return null;
  return (
    <Box as="nav" aria-labelledby={`${listId}-title`} borderWidth="1px" borderColor={border} borderRadius="lg" p={4} data-testid="table-of-contents">
      <Box display="flex" alignItems="center" justifyContent="space-between" gap={3}>
        <Heading as="h2" size="sm" id={`${listId}-title`}>{t('editorial.toc.title')}</Heading>
        <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
          {open ? t('editorial.toc.hide') : t('editorial.toc.show')}
        </Button>
      </Box>
      <OrderedList id={listId} hidden={!open} mt={3} spacing={1}>
        {headings.map((heading) => (
          <ListItem key={heading.id}>
            <Link href={headingHref(heading.id)} color="brand.600">{heading.text}</Link>
          </ListItem>
        ))}
      </OrderedList>
    </Box>
  );
}
