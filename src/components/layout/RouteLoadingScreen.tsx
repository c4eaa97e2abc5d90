import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';

/** True while a client-side route change is in progress (spec §4: on at start, off at complete or error). */
export function useRouteLoading(): boolean {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const start = (url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) setLoading(true);
    };
    const stop = () => setLoading(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', stop);
    router.events.on('routeChangeError', stop);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', stop);
      router.events.off('routeChangeError', stop);
    };
  }, [router.events]);
  return loading;
}

export function RouteLoadingScreen(): ReactNode {
  const { t } = useTranslation('common');
  return (
    <Center minH="60vh" role="status" aria-live="polite" data-testid="route-loading">
      <VStack spacing={4}>
        <Spinner size="xl" color="brand.500" thickness="4px" />
        <Text>{t('loading')}</Text>
      </VStack>
    </Center>
  );
}
