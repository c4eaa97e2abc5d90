import { RichTextBody } from '../../rich-text/RichTextBody';
import { PageTitle } from '../../shared/PageTitle';
import styles from '../../article/article.module.css';
import { ArticleHero } from '../../article/ArticleHero';
import { ArticleIntro } from '../../article/ArticleIntro';
import { AuthorCard } from '../../article/AuthorCard';
import { BottomLogos } from '../../article/BottomLogos';
import { ComparisonTable } from '../../article/ComparisonTable';
import { PickList } from '../../article/PickList';
import { ProductDetailsAccordion } from '../../article/ProductDetailsAccordion';
import { RelatedArticles } from '../../article/RelatedArticles';
import { ReviewedProduct } from '../../article/ReviewedProduct';
import { TableOfContentsIsland } from '../../islands';
import type { ArticleModel } from './model';

/**
 * A guide or review: hero, table of contents, intro, the reviewed product or the comparison, the
 * pick list, the body, the accordion, where to buy, the author and related articles. From 1169px
 * the table of contents stands beside the text.
 */
export function ArticlePage({ model }: { model: ArticleModel }) {
  const { article, body, extras, siteTitle } = model;
  return (
    <article className={styles.article} data-testid="article-page" data-kind={article.kind}>
      <PageTitle
        title={article.title}
        siteTitle={siteTitle}
        description={model.description ?? undefined}
        image={article.cover?.url}
        type="article"
      />
      <ArticleHero article={article} wordCount={body.wordCount} store={extras.store} />
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <TableOfContentsIsland outline={body.outline} />
        </aside>
        <div className={styles.main}>
          {article.intro && <ArticleIntro intro={article.intro} />}
          {article.reviewedProductId !== null && (
            <ReviewedProduct productId={article.reviewedProductId} products={extras.products} />
          )}
          {article.comparison && <ComparisonTable comparison={article.comparison} products={extras.products} />}
          {article.pickList && <PickList title={article.pickList.title} items={article.pickList.items} />}
          <RichTextBody document={body} testId="article-body" />
          {article.comparison && <ProductDetailsAccordion comparison={article.comparison} />}
          {extras.store && <BottomLogos store={extras.store} />}
          {article.author && <AuthorCard author={article.author} />}
        </div>
      </div>
      <RelatedArticles articles={extras.related} />
    </article>
  );
}
