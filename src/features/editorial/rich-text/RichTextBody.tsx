import { useEffect, useRef } from 'react';
import type { RichTextDocument } from '@/lib/content/rich-text-document';
import { enhanceRichText } from './enhance-rich-text';
import styles from './RichTextBody.module.css';

/**
 * WordPress content, rendered on the server (toRichTextDocument) and shown here as it is: React
 * does not rebuild the body in the browser. Gallery strips get their dragging once mounted (on a
 * first load, which React does not hydrate, the app enhances every `data-rich-text` body); FAQ
 * blocks are native disclosures and need no script.
 */
export function RichTextBody({ document, testId = 'rich-text' }: { document: RichTextDocument; testId?: string }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? enhanceRichText(root.current) : undefined), [document.html]);
  return (
    <div
      ref={root}
      className={styles.body}
      data-testid={testId}
      data-rich-text=""
      dangerouslySetInnerHTML={{ __html: document.html }}
    />
  );
}
