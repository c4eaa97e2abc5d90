import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { Article } from '@/lib/content/article';
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
export function ArticlePage({ article, extras, siteTitle }: ArticlePageProps) {
  const document = useMemo(() => toRichTextDocument(article.html, contentHosts()), [article.html]);
  return (
    <Stack as="article" spacing={10} data-testid="article-page" data-kind={article.kind}>
      <PageTitle title={article.title} siteTitle={siteTitle} description={article.description} />
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
