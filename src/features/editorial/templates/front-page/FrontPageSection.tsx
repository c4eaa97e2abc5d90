import styles from '../../editorial.module.css';
import { RichTextBody } from '../../rich-text/RichTextBody';
import { SiteMenu } from '../../site-menu/SiteMenu';
import type { FrontPageModel } from './model';

/**
 * WordPress's front page as a section of the catalogue home: site title, primary menu and the
 * page's words. The home keeps its own H1 and title.
 */
export function FrontPageSection({ model }: { model: FrontPageModel }) {
  const { header, body } = model;
  return (
    <section aria-label={header.title || undefined} className={styles.frontPage} data-testid="front-page">
      <SiteMenu header={header} />
      {body && <RichTextBody document={body} testId="front-page-text" />}
    </section>
  );
}
