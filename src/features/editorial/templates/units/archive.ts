import { toArchiveModel } from '@/features/editorial/templates/models/archive-model';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { rawArchive } from '@/lib/content/archive';
import type { Accepting } from '@/lib/content/parse-answer';
import type { GetArchiveQuery, GetArchiveQueryVariables } from '@/lib/content/graphql/operations.generated';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byUri, defineTemplate } from './define-template';

/** Category, tag, guide and review categories, authors and type archives. */
const QUERY: TypedDocumentNode<GetArchiveQuery, GetArchiveQueryVariables> = gql`
  ${SITE_HEADER_FIELDS}
  query GetArchive($uri: String!) {
    nodeByUri(uri: $uri) {
      __typename
      id
      uri
      ... on Category {
        name
        description
        posts(first: 20) {
          nodes {
            id
            title
            uri
          }
        }
      }
      ... on Tag {
        name
        description
        posts(first: 20) {
          nodes {
            id
            title
            uri
          }
        }
      }
      ... on GuideCategory {
        name
        description
        guides(first: 20) {
          nodes {
            id
            title
            uri
          }
        }
      }
      ... on ReviewCategory {
        name
        description
        reviews(first: 20) {
          nodes {
            id
            title
            uri
          }
        }
      }
      ... on User {
        name
        description
        posts(first: 20) {
          nodes {
            id
            title
            uri
          }
        }
      }
      ... on ContentType {
        name
        label
        contentNodes(first: 20) {
          nodes {
            id
            uri
            ... on NodeWithTitle {
              title
            }
          }
        }
      }
    }
    ...SiteHeaderFields
  }
`;

/** The archive parser (src/lib/content/archive.ts) accepts every node this query can answer: the compiler checks it here. */
export const answerSchema: Accepting<NonNullable<GetArchiveQuery['nodeByUri']>, typeof rawArchive> = rawArchive;

const ArchiveTemplate = defineTemplate({
  name: 'archive',
  query: QUERY,
  variables: byUri,
  toModel: (data) => toArchiveModel(data),
});

export default ArchiveTemplate;
