import { parseArchive, type Archive } from '@/lib/content/archive';
import { toSiteHeader } from '@/lib/content/site-header';
import { dataField } from '../template-data';

export interface ArchiveModel {
  archive: Archive;
  siteTitle: string | null;
}

export function toArchiveModel(data: unknown): ArchiveModel | null {
  const archive = parseArchive(dataField(data, 'nodeByUri'));
  return archive ? { archive, siteTitle: toSiteHeader(data).title || null } : null;
}
