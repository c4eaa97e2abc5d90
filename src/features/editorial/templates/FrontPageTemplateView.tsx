import { useMemo } from 'react';
import { parseContentPage } from '@/lib/content/content-page';
import { toSiteHeader } from '@/lib/content/site-header';
import { FrontPageSection } from '../front-page/FrontPageSection';
import { dataField, type TemplateViewProps } from './template-view-props';

/** The `front-page` template's view: a section of the catalogue home. */
export function FrontPageTemplateView({ data }: TemplateViewProps) {
  const header = useMemo(() => toSiteHeader(data), [data]);
  const page = useMemo(() => parseContentPage(dataField(data, 'nodeByUri')), [data]);
  if (!data) return null;
  return <FrontPageSection header={header} page={page} />;
}
