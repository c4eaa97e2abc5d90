import { SiteLink } from '@/components/navigation/SiteLink';
import type { GuideCardData } from '@/lib/content/guides-index';
import styles from '../editorial.module.css';
import { ContentImage } from '../shared/ContentImage';

/** Guide cards are 180 px wide. */
export const GUIDE_CARD_WIDTH_PX = 180;

export function GuideCard({ guide }: { guide: GuideCardData }) {
  return (
    <article className={styles.guideCard} data-testid="guide-card">
      <div className={styles.guideImage}>
        <ContentImage src={guide.image?.url} alt={guide.image?.alt ?? ''} sizes={`${GUIDE_CARD_WIDTH_PX}px`} />
      </div>
      <div className={styles.guideText}>
        <h3>
          <SiteLink href={guide.href} className={styles.overlay}>
            {guide.title}
          </SiteLink>
        </h3>
        {guide.subheading && <p className={styles.clamp3}>{guide.subheading}</p>}
      </div>
    </article>
  );
}
