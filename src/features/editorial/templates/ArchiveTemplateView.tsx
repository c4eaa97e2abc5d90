import { useMemo } from 'react';
import { RouteLoadingScreen } from '@/components/layout/RouteLoadingScreen';
import { parseArchive } from '@/lib/content/archive';
import { toSiteHeader } from '@/lib/content/site-header';
import { ArchiveView } from '../archive/ArchiveView';
import { dataField, type TemplateViewProps } from './template-view-props';

/** The `archive` template's view: categories, tags, guide and review categories, authors. */
export function ArchiveTemplateView({ data, loading }: TemplateViewProps) {
  const archive = useMemo(() => parseArchive(dataField(data, 'nodeByUri')), [data]);
  const siteTitle = useMemo(() => toSiteHeader(data).title, [data]);
  if (!archive) return loading ? <RouteLoadingScreen /> : null;
  return <ArchiveView archive={archive} siteTitle={siteTitle} />;
}
