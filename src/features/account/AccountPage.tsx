import NextLink from 'next/link';
import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import Head from 'next/head';
import { signOut } from 'next-auth/react';
import { useTranslation } from 'next-i18next/pages';
import type { ProductSummary } from '@/lib/pricing/product-doc';
import { ProductGrid } from '../catalogue/ProductGrid';
import { useSavedProducts } from './SavedProductsProvider';

export interface AccountPageProps {
  name: string;
  products: ProductSummary[];
  /** False when the prices could not be fetched: the ids are known, the cards are not. */
  pricesAvailable: boolean;
}

export function AccountPage({ name, products, pricesAvailable }: AccountPageProps) {
  const { t } = useTranslation('common');
  const saved = useSavedProducts();
  // Items un-saved on this page disappear at once; the server list catches up on the next visit.
  const visible = saved && saved.status === 'ready' ? products.filter((product) => saved.isSaved(product.id)) : products;
  return (
    <Stack spacing={6}>
      <Head>
        <title key="title">{`${t('account.title')} - ${t('siteName')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }}>
        <Heading as="h1" size="xl">{t('account.title')}</Heading>
        <Button variant="outline" onClick={() => void signOut({ callbackUrl: '/' })}>{t('account.signOut')}</Button>
      </Stack>
      <Text>{t('account.greeting', { name })}</Text>
      <Heading as="h2" size="lg">{t('account.savedProducts')}</Heading>
      {!pricesAvailable && <Text role="status">{t('account.pricesUnavailable')}</Text>}
      {visible.length > 0 ? (
        <div data-testid="saved-products"><ProductGrid products={visible} headingLevel="h3" /></div>
      ) : (
        pricesAvailable && (
          <Stack data-testid="saved-empty">
            <Text>{t('account.noSavedProducts')}</Text>
            <Link as={NextLink} href="/cl/" color="brand.500" fontWeight="semibold">{t('home.allCategoriesLink')}</Link>
          </Stack>
        )
      )}
    </Stack>
  );
}
