import { toGlobalId } from '../../model/global-id.js';
import { subjectOf, type PostNode } from '../../model/nodes.js';
import type { LanguageRow } from '../../repositories/rows.js';
import type { ContentContext } from '../context.js';
import { toPostNode } from '../loaders.js';
import type { ObjectResolvers } from './types.js';

/** WPGraphQL Polylang's Language object; `code` holds the slug, which LanguageCodeEnum maps to `EN`. */
function toLanguage(ctx: ContentContext, row: LanguageRow) {
  return {
    id: toGlobalId('Language', row.slug),
    code: row.slug,
    slug: row.slug,
    name: row.name,
    locale: row.locale,
    // pll_home_url(): the site's home, under the language's prefix unless it is the default.
    homeUrl: `${ctx.config.publicUrl}/${row.is_default ? '' : `${row.slug}/`}`,
  };
}

const languageBySlug = (ctx: ContentContext, slug: string) =>
  ctx.store.site.listLanguages().find((row) => row.slug === slug);

/** The other members of the node's translation group that the viewer may see (previews: the parent's). */
function translationsOf(ctx: ContentContext, node: PostNode): PostNode[] {
  const subject = subjectOf(node);
  if (!subject.translation_group) return [];
  return ctx.store.posts
    .listTranslationGroup(subject.translation_group)
    .map((row) => toPostNode(ctx, row))
    .filter((candidate): candidate is PostNode => candidate !== null && candidate.__typename === node.__typename);
}

/** `language`, `translation` and `translations`, added to Page, Post, Guide and Review. */
export const translatableResolvers: ObjectResolvers<PostNode> = {
  language: (node, _args, ctx) => {
    const row = languageBySlug(ctx, subjectOf(node).language ?? ctx.site().defaultLanguage);
    return row ? toLanguage(ctx, row) : null;
  },
  translation: (node, { language }: { language: string }, ctx) => {
    const subject = subjectOf(node);
    if ((subject.language ?? ctx.site().defaultLanguage) === language) return node;
    return translationsOf(ctx, node).find((candidate) => candidate.row.language === language) ?? null;
  },
  translations: (node, _args, ctx) =>
    translationsOf(ctx, node).filter((candidate) => candidate.row.id !== subjectOf(node).id),
};

export const languageRootResolvers: ObjectResolvers<unknown> = {
  languages: (_root, _args, ctx) => ctx.store.site.listLanguages().map((row) => toLanguage(ctx, row)),
  defaultLanguage: (_root, _args, ctx) => {
    const row = ctx.store.site.listLanguages().find((language) => language.is_default);
    return row ? toLanguage(ctx, row) : null;
  },
};
