import { gql } from '@apollo/client';
import dynamic from 'next/dynamic';
import { SITE_HEADER_FIELDS } from '@/features/editorial/site-menu/fragments';
import { byUri, type EditorialTemplate } from './editorial-template';
import { TemplateLoading } from './template-loading';

const ArchiveTemplateView = dynamic(
  () => import('@/features/editorial/templates/ArchiveTemplateView').then((module) => module.ArchiveTemplateView),
  { loading: TemplateLoading },
);

/** Category, tag, guide and review categories, authors and type archives (spec §7 "Archive by uri"). */
const ArchiveTemplate: EditorialTemplate = ({ data, loading }) => <ArchiveTemplateView data={data} loading={loading} />;

ArchiveTemplate.query = gql`
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
ArchiveTemplate.variables = byUri;

export default ArchiveTemplate;
