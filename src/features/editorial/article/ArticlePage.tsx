import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { JsonLd } from '@/components/seo/JsonLd';
import { seoContext } from '@/components/seo/seo-context';
import { productPath } from '@/lib/catalogue/slugs';
import type { Article } from '@/lib/content/article';
import { articleJsonLd } from '@/lib/seo/structured-data';
import { toRichTextDocument } from '@/lib/content/rich-text-document';
import { contentHosts } from '@/lib/content/site-paths';
import { RichText } from '../rich-text/RichText';
import { PageTitle } from '../shared/PageTitle';
import type { ArticleExtras } from './article-extras-types';
import { ArticleHero } from './ArticleHero';
import { ArticleIntro } from './ArticleIntro';
import { AuthorCard } from './AuthorCard';
import { BottomLogos } from './BottomLogos';
import { ComparisonTable } from './ComparisonTable';
import { PickList } from './PickList';
import { ProductDetailsAccordion } from './ProductDetailsAccordion';
import { RelatedArticles } from './RelatedArticles';
import { ReviewedProduct } from './ReviewedProduct';
import { TableOfContents } from './TableOfContents';

interface ArticlePageProps {
  article: Article;
  extras: ArticleExtras;
  siteTitle: string | null;
}

/** A guide or review, in the order of spec §2 "Article and guide page". */
function reviewedProduct(article: Article, extras: ArticleExtras) {
  if (article.reviewedProductId === null || extras.products.status !== 'ready') return null;
  const product = extras.products.items.find((item) => item.id === article.reviewedProductId);
  return product ? { name: product.name, path: productPath(product.name, product.id) } : null;
}

export function ArticlePage({ article, extras, siteTitle }: ArticlePageProps) {
  const { t } = useTranslation('common');
  const document = useMemo(() => toRichTextDocument(article.html, contentHosts()), [article.html]);
  const structuredData = articleJsonLd(
    {
      kind: article.kind === 'review' ? 'review' : 'guide',
      title: article.title,
      description: article.description,
      path: article.uri,
      images: article.cover ? [article.cover.url] : [],
      published: article.published,
      modified: article.modified,
      author: article.author ? { name: article.author.name, path: article.author.href ?? null } : null,
      reviewed: reviewedProduct(article, extras),
    },
    seoContext(siteTitle || t('siteName')),
  );
  return (
    <Stack as="article" spacing={10} data-testid="article-page" data-kind={article.kind}>
      <PageTitle title={article.title} siteTitle={siteTitle} description={article.description} image={article.cover?.url} type="article" />
      <JsonLd id="article" data={structuredData} />
      <ArticleHero article={article} wordCount={document.wordCount} store={extras.store} />
      <TableOfContents outline={document.outline} />
      {article.intro && <ArticleIntro intro={article.intro} />}
      {article.reviewedProductId !== null && <ReviewedProduct productId={article.reviewedProductId} products={extras.products} />}
      {article.comparison && <ComparisonTable comparison={article.comparison} products={extras.products} />}
      {article.pickList && <PickList title={article.pickList.title} items={article.pickList.items} />}
      <RichText document={document} />
      {article.comparison && <ProductDetailsAccordion comparison={article.comparison} />}
      {extras.store && <BottomLogos store={extras.store} />}
      {article.author && <AuthorCard author={article.author} />}
      <RelatedArticles articles={extras.related} />
    </Stack>
  );
}
