import { succeeded, type BackendResult } from '@/lib/backend-result';
import { metaDescription } from '@/lib/content/meta-description';
import { parseArchive, type Archive } from '@/lib/content/archive';
import { toSiteHeader } from '@/lib/content/site-header';
import { dataField } from '../template-data';

export interface ArchiveModel {
  archive: Archive;
  siteTitle: string | null;
  /** The meta description: the term's own, else the site's description. */
  description: string | null;
}

export function toArchiveModel(data: unknown): BackendResult<ArchiveModel> {
  const parsed = parseArchive(dataField(data, 'nodeByUri'));
  if (!parsed.ok) return parsed;
  const archive = parsed.value;
  const header = toSiteHeader(data);
  return succeeded({
    archive,
    siteTitle: header.title || null,
    description: metaDescription(archive.description, null, header.description),
  });
}
