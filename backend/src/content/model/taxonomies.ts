/** The taxonomies exposed as TermNodes, registered as WordPress does (register_taxonomy arguments). */
export const TAXONOMIES = ['category', 'post_tag', 'guide_category', 'review_category'] as const;
export type TaxonomyName = (typeof TAXONOMIES)[number];
export type TermTypeName = 'Category' | 'Tag' | 'GuideCategory' | 'ReviewCategory';

export interface TaxonomyDefinition {
  name: TaxonomyName;
  typeName: TermTypeName;
  /** Permalink base: `/category/{slug}/`, `/guide-category/{slug}/`. */
  rewriteSlug: string;
  hierarchical: boolean;
  postType: 'post' | 'guide' | 'review';
  /** REST field on the post that lists the term ids (`categories`, `guide_category`). */
  restField: string;
  restBase: string;
}

export const TAXONOMY_DEFINITIONS: Readonly<Record<TaxonomyName, TaxonomyDefinition>> = {
  category: {
    name: 'category',
    typeName: 'Category',
    rewriteSlug: 'category',
    hierarchical: true,
    postType: 'post',
    restField: 'categories',
    restBase: 'categories',
  },
  post_tag: {
    name: 'post_tag',
    typeName: 'Tag',
    rewriteSlug: 'tag',
    hierarchical: false,
    postType: 'post',
    restField: 'tags',
    restBase: 'tags',
  },
  guide_category: {
    name: 'guide_category',
    typeName: 'GuideCategory',
    rewriteSlug: 'guide-category',
    hierarchical: true,
    postType: 'guide',
    restField: 'guide_category',
    restBase: 'guide_category',
  },
  review_category: {
    name: 'review_category',
    typeName: 'ReviewCategory',
    rewriteSlug: 'review-category',
    hierarchical: true,
    postType: 'review',
    restField: 'review_category',
    restBase: 'review_category',
  },
};

export function isTaxonomyName(value: string): value is TaxonomyName {
  return (TAXONOMIES as readonly string[]).includes(value);
}
