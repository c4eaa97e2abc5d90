import dynamic from 'next/dynamic';
import { defineIsland } from '@/components/islands/island';
import type { TableOfContentsProps } from './article/TableOfContents';

/** An article's table of contents, which hides and shows its list. */
export const TableOfContentsIsland = defineIsland<TableOfContentsProps>({
  name: 'table-of-contents',
  strings: ['editorial.toc'],
  component: dynamic(() => import('./article/TableOfContents').then((module) => module.TableOfContents)),
});
