import { RichTextBody } from '../rich-text/RichTextBody';
import { ContentImage } from '../shared/ContentImage';
import { PageTitle } from '../shared/PageTitle';
import type { ContentPageModel } from '../templates/models/content-page-model';
import styles from '../editorial.module.css';

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
      {page.featuredImage && (
        <div className={styles.figure}>
          <ContentImage
            src={page.featuredImage.url}
            alt={page.featuredImage.alt}
            sizes="(min-width: 800px) 768px, 100vw"
            preload
          />
        </div>
      )}
      <RichTextBody document={body} />
    </article>
  );
}
