import { gql } from '@apollo/client';

/**
 * The GraphQL fragments of this folder's components, kept apart from the components so templates
 * can compose them without pulling the components into every page's bundle.
 */

/** The fields SiteMenu renders. */
export const SITE_HEADER_FIELDS = gql`
  fragment SiteHeaderFields on RootQuery {
    generalSettings {
      title
      description
    }
    primaryMenuItems: menuItems(where: { location: PRIMARY }, first: 100) {
      nodes {
        id
        uri
        label
        parentId
      }
    }
  }
`;
