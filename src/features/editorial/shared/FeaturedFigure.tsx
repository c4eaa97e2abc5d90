import type { ContentImage as ContentImageData } from '@/lib/content/content-types';
import styles from '../editorial.module.css';
import { ContentImage } from './ContentImage';

/** A page's or post's featured image above its words, at most the text column wide; nothing without one. */
export function FeaturedFigure({ image }: { image: ContentImageData | null }) {
  if (!image) return null;
  return (
    <div className={styles.figure}>
      <ContentImage src={image.url} alt={image.alt} sizes="(min-width: 800px) 768px, 100vw" preload />
    </div>
  );
}
