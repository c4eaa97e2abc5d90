import { RichTextBody } from '../../rich-text/RichTextBody';
import { FeaturedFigure } from '../../shared/FeaturedFigure';
import { PageTitle } from '../../shared/PageTitle';
import styles from '../../editorial.module.css';
import type { ContentPageModel } from './model';

/** A WordPress page: title and content; browser title "page title - site title". */
export function ContentPageView({ model }: { model: ContentPageModel }) {
  const { page, body, description, siteTitle } = model;
  return (
    <article className={styles.page} data-testid="content-page">
      <PageTitle
        title={page.title}
        siteTitle={siteTitle}
        description={description ?? undefined}
        image={page.featuredImage?.url}
      />
      <h1>{page.title}</h1>
      <FeaturedFigure image={page.featuredImage} />
      <RichTextBody document={body} />
    </article>
  );
}
