import NextLink from 'next/link';
import { Box, Heading, Link, List, ListItem, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'next-i18next/pages';
import { categoryPath } from '@/lib/catalogue/slugs';
import { PageMeta } from '@/components/seo/PageMeta';
import type { CategoryNode } from '@/lib/pricing/categories';

function Branch({ nodes, depth }: { nodes: CategoryNode[]; depth: number }) {
  const { t } = useTranslation('common');
  return (
    <List spacing={1} pl={depth > 1 ? 4 : 0} mt={depth > 1 ? 1 : 2}>
      {nodes.map((node) => (
        <ListItem key={node.id}>
          <Link as={NextLink} href={categoryPath(node.name, node.id)} fontWeight={depth === 1 ? 'semibold' : 'normal'}>
            {node.name}
          </Link>{' '}
          <Text as="span" fontSize="sm" color="gray.500">
            ({t('catalogue.productCount', { count: node.productCount })})
          </Text>
          {node.children.length > 0 && <Branch nodes={node.children} depth={depth + 1} />}
        </ListItem>
      ))}
    </List>
  );
}

/** `/cl`: every category as a tree of real links (spec §2). */
export function CategoryTreePage({ categories }: { categories: CategoryNode[] }) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={6}>
      <PageMeta title={t('nav.allCategories')} description={t('catalogue.allCategoriesDescription')} />
      <Heading as="h1" size="xl">{t('nav.allCategories')}</Heading>
      <SimpleGrid columns={{ base: 1, slg: 2, xl: 3 }} spacing={6} data-testid="category-tree">
        {categories.map((root) => (
          <Box as="section" key={root.id} aria-labelledby={`category-${root.id}`} borderWidth="1px" borderRadius="lg" p={5}>
            <Heading as="h2" size="md" id={`category-${root.id}`}>
              <Link as={NextLink} href={categoryPath(root.name, root.id)}>{root.name}</Link>
            </Heading>
            <Branch nodes={root.children} depth={1} />
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
