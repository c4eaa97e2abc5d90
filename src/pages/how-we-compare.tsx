import type { GetStaticProps } from 'next';
import { HowWeComparePage } from '@/features/about/HowWeComparePage';
import { loadTranslations } from '@/lib/ssr/translations';

/** How the site earns money and ranks offers: linked from every group of store links. */
export default function HowWeCompareRoute() {
  return <HowWeComparePage />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: await loadTranslations(locale, ['about']) });
