import { getPossibleTemplates } from '@faustwp/core/dist/mjs/getTemplate.js';
import { describe, expect, it } from 'vitest';
import { pickTemplateName, templateCandidates, type TemplateSeedNode } from '@/lib/content/template-candidates';
import templates from '../../wp-templates';

/** Seed nodes as WPGraphQL answers Faust's GetSeedNode, one per node kind (docs/PRODUCT.md §2 "Templates"). */
const NODES: Record<string, { node: TemplateSeedNode; candidates: string[]; template: string }> = {
  'static front page': {
    node: {
      __typename: 'Page',
      databaseId: 8,
      isContentNode: true,
      slug: 'home',
      contentType: { node: { name: 'page' } },
      template: { templateName: 'Default' },
      isFrontPage: true,
      isPostsPage: false,
    },
    candidates: ['front-page', 'page-home', 'page-8', 'page', 'singular', 'index'],
    template: 'front-page',
  },
  'latest-posts front page': {
    node: { __typename: 'ContentType', name: 'post', isFrontPage: true, isPostsPage: true },
    candidates: ['front-page', 'home', 'index'],
    template: 'front-page',
  },
  'posts page': {
    node: { __typename: 'ContentType', name: 'post', isFrontPage: false, isPostsPage: true },
    candidates: ['home', 'index'],
    template: 'home',
  },
  'custom type archive': {
    node: { __typename: 'ContentType', name: 'guide', isFrontPage: false, isPostsPage: false },
    candidates: ['archive-guide', 'archive', 'index'],
    template: 'archive',
  },
  category: {
    node: { __typename: 'Category', databaseId: 2, isTermNode: true, slug: 'news', taxonomyName: 'category' },
    candidates: ['category-news', 'category-2', 'category', 'archive', 'index'],
    template: 'archive',
  },
  tag: {
    node: { __typename: 'Tag', databaseId: 4, isTermNode: true, slug: 'black-friday', taxonomyName: 'post_tag' },
    candidates: ['tag-black-friday', 'tag-4', 'tag', 'archive', 'index'],
    template: 'archive',
  },
  'other taxonomy': {
    node: {
      __typename: 'GuideCategory',
      databaseId: 5,
      isTermNode: true,
      slug: 'electronics',
      taxonomyName: 'guide_category',
    },
    candidates: [
      'taxonomy-guide_category-electronics',
      'taxonomy-guide_category-5',
      'taxonomy-guide_category',
      'taxonomy',
      'archive',
      'index',
    ],
    template: 'archive',
  },
  user: {
    node: { __typename: 'User', databaseId: 2, name: 'Jane Writer', userId: 2 },
    candidates: ['author-jane writer', 'author-2', 'author', 'archive', 'index'],
    template: 'archive',
  },
  guide: {
    node: {
      __typename: 'Guide',
      databaseId: 14,
      isContentNode: true,
      slug: 'best-wireless-headphones',
      contentType: { node: { name: 'guide' } },
      template: { templateName: 'Default' },
    },
    candidates: ['single-guide-best-wireless-headphones', 'single-guide', 'singular', 'index'],
    template: 'singular',
  },
  review: {
    node: {
      __typename: 'Review',
      databaseId: 16,
      isContentNode: true,
      slug: 'philips-airfryer-xxl-review',
      contentType: { node: { name: 'review' } },
      template: { templateName: 'Default' },
    },
    candidates: ['single-review-philips-airfryer-xxl-review', 'single-review', 'singular', 'index'],
    template: 'singular',
  },
  page: {
    node: {
      __typename: 'Page',
      databaseId: 9,
      isContentNode: true,
      slug: 'about-us',
      contentType: { node: { name: 'page' } },
      template: { templateName: 'Default' },
      isFrontPage: false,
      isPostsPage: false,
    },
    candidates: ['page-about-us', 'page-9', 'page', 'singular', 'index'],
    template: 'page',
  },
  'page with a custom template': {
    node: {
      __typename: 'Page',
      databaseId: 21,
      isContentNode: true,
      slug: 'privatlan',
      contentType: { node: { name: 'page' } },
      template: { templateName: 'Wide' },
      isFrontPage: false,
      isPostsPage: false,
    },
    candidates: ['template-Wide', 'page-privatlan', 'page-21', 'page', 'singular', 'index'],
    template: 'page',
  },
  post: {
    node: {
      __typename: 'Post',
      databaseId: 10,
      isContentNode: true,
      slug: 'smartphone-prices-drop',
      contentType: { node: { name: 'post' } },
      template: { templateName: 'Default' },
    },
    candidates: ['single-post-smartphone-prices-drop', 'single-post', 'single', 'singular', 'index'],
    template: 'single',
  },
  'media item': {
    node: {
      __typename: 'MediaItem',
      databaseId: 6,
      isContentNode: true,
      slug: 'headphones-cover',
      contentType: { node: { name: 'attachment' } },
    },
    candidates: ['single-attachment-headphones-cover', 'single-attachment', 'singular', 'index'],
    template: 'singular',
  },
  'unknown kind': { node: { __typename: 'Comment' }, candidates: ['index'], template: 'index' },
};

describe('template candidates', () => {
  it.each(Object.entries(NODES))('%s: the order of docs/PRODUCT.md', (_kind, { node, candidates }) => {
    expect(templateCandidates(node)).toEqual(candidates);
  });

  it.each(Object.entries(NODES))('%s: the same list Faust computes', (_kind, { node }) => {
    expect(templateCandidates(node)).toEqual(getPossibleTemplates(node as Parameters<typeof getPossibleTemplates>[0]));
  });

  it.each(Object.entries(NODES))(
    '%s: renders with the site template the product gives it',
    (_kind, { node, template }) => {
      expect(pickTemplateName(node, Object.keys(templates))).toBe(template);
    },
  );

  it('picks nothing when no candidate is configured', () => {
    expect(pickTemplateName(NODES.post!.node, ['page', 'archive'])).toBeNull();
  });
});

describe('the template names', () => {
  it('are one list: each unit in the Faust template map is filed under its own name', () => {
    for (const [name, unit] of Object.entries(templates)) expect(unit.templateName).toBe(name);
  });
});
