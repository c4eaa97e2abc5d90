// eslint-disable-next-line @next/next/no-document-import-in-page -- this is part of the document: only pages/_document renders it.
import { Head } from 'next/document';
import type { JSX } from 'react';
import { AFTER_PAINT_ATTRIBUTE } from '@/lib/document/after-paint-loader.mjs';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * The placeholder for one of Next's deferred scripts: an inert data block carrying its URL, so the
 * browser neither fetches nor runs it until the after-paint loader (AFTER_PAINT_LOADER, at the end
 * of the body) asks. Inline scripts (none in a webpack build) pass through unchanged.
 */
export function afterPaintPlaceholder(script: JSX.Element | null): JSX.Element | null {
  const src: unknown = script?.props?.src;
  if (!script || typeof src !== 'string') return script;
  return <script key={script.key} type="text/plain" {...{ [AFTER_PAINT_ATTRIBUTE]: src }} />;
}

/**
 * Next's document head, with its page scripts loaded after the content paints instead of by
 * `defer` from the head: in development as in production, so a page loads the same way in both.
 */
export class AfterPaintHead extends Head {
  getScripts(files: DocumentFiles): JSX.Element[] {
    return super.getScripts(files).map((script) => afterPaintPlaceholder(script) as JSX.Element);
  }

  getDynamicChunks(files: DocumentFiles): (JSX.Element | null)[] {
    return super.getDynamicChunks(files).map(afterPaintPlaceholder);
  }
}
