/** The public post types and how WordPress registers them (register_post_type arguments we honour). */
export const PUBLIC_POST_TYPES = ['post', 'page', 'guide', 'review', 'attachment'] as const;
export type PublicPostType = (typeof PUBLIC_POST_TYPES)[number];
export type PostType = PublicPostType | 'revision' | 'nav_menu_item';

/** GraphQL object types of post-like nodes. */
export type PostTypeName = 'Post' | 'Page' | 'Guide' | 'Review' | 'MediaItem';

export interface PostTypeDefinition {
  name: PublicPostType;
  typeName: PostTypeName;
  label: string;
  description: string;
  graphqlSingleName: string;
  graphqlPluralName: string;
  hierarchical: boolean;
  /** Archive path (`has_archive`): `/guide/` answers the ContentType node. */
  archiveSlug: string | null;
  /** Permalink prefix of single items: guides live at `/guide/{slug}/`. */
  rewriteSlug: string | null;
  restBase: string | null;
  /** Taxonomies attached to the type, in the order WordPress lists them. */
  taxonomies: readonly string[];
  /** `capability_type`: which edit_* capabilities guard drafts and revisions. */
  capabilityType: 'post' | 'page';
}

export const POST_TYPES: Readonly<Record<PublicPostType, PostTypeDefinition>> = {
  post: {
    name: 'post',
    typeName: 'Post',
    label: 'Posts',
    description: '',
    graphqlSingleName: 'post',
    graphqlPluralName: 'posts',
    hierarchical: false,
    archiveSlug: null,
    rewriteSlug: null,
    restBase: 'posts',
    taxonomies: ['category', 'post_tag'],
    capabilityType: 'post',
  },
  page: {
    name: 'page',
    typeName: 'Page',
    label: 'Pages',
    description: '',
    graphqlSingleName: 'page',
    graphqlPluralName: 'pages',
    hierarchical: true,
    archiveSlug: null,
    rewriteSlug: null,
    restBase: 'pages',
    taxonomies: [],
    capabilityType: 'page',
  },
  guide: {
    name: 'guide',
    typeName: 'Guide',
    label: 'Guides',
    description: 'Buying guides that compare products.',
    graphqlSingleName: 'guide',
    graphqlPluralName: 'guides',
    hierarchical: false,
    archiveSlug: 'guide',
    rewriteSlug: 'guide',
    restBase: 'guides',
    taxonomies: ['guide_category'],
    capabilityType: 'post',
  },
  review: {
    name: 'review',
    typeName: 'Review',
    label: 'Reviews',
    description: 'Reviews of a single product.',
    graphqlSingleName: 'review',
    graphqlPluralName: 'reviews',
    hierarchical: false,
    archiveSlug: 'review',
    rewriteSlug: 'review',
    restBase: 'reviews',
    taxonomies: ['review_category'],
    capabilityType: 'post',
  },
  attachment: {
    name: 'attachment',
    typeName: 'MediaItem',
    label: 'Media',
    description: '',
    graphqlSingleName: 'mediaItem',
    graphqlPluralName: 'mediaItems',
    hierarchical: false,
    archiveSlug: null,
    rewriteSlug: null,
    restBase: 'media',
    taxonomies: [],
    capabilityType: 'post',
  },
};

export function isPublicPostType(value: string): value is PublicPostType {
  return (PUBLIC_POST_TYPES as readonly string[]).includes(value);
}

/** Article types: the ones with authors, featured images, excerpts, revisions and translations. */
export const ARTICLE_POST_TYPES = ['post', 'page', 'guide', 'review'] as const;
export type ArticlePostType = (typeof ARTICLE_POST_TYPES)[number];
export function isArticlePostType(value: string): value is ArticlePostType {
  return (ARTICLE_POST_TYPES as readonly string[]).includes(value);
}
