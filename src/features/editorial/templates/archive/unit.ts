import type { Accepting } from '@/lib/content/parse-answer';
import type { GetArchiveQuery } from '@/lib/content/graphql/operations.generated';
import { byUri, defineTemplate } from '../define-template';
import { rawArchive, toArchiveModel } from './model';
import { ARCHIVE_QUERY } from './query';

/** The archive parser accepts every node this query can answer: the compiler checks it here. */
export const answerSchema: Accepting<NonNullable<GetArchiveQuery['nodeByUri']>, typeof rawArchive> = rawArchive;

const ArchiveTemplate = defineTemplate({
  name: 'archive',
  query: ARCHIVE_QUERY,
  variables: byUri,
  toModel: (data) => toArchiveModel(data),
});

export default ArchiveTemplate;
