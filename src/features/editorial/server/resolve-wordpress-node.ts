import { getWordPressProps, type WordPressTemplate } from '@faustwp/core';
import type { GetServerSidePropsContext, GetStaticPropsContext } from 'next';
import { pickTemplateName } from '@/lib/content/template-candidates';
import templates from '../../../../wp-templates';
import type { ContentLoadResult } from './content-page-props';
import { TEMPLATE_RULES } from './template-rules';

/** Faust's props (seed node, template data, Apollo state) plus the template's server-only extras. */
export type WordPressNodeProps = Parameters<typeof WordPressTemplate>[0] & { templateExtras: unknown };

type NodeContext = GetServerSidePropsContext | GetStaticPropsContext;

async function resolve(context: NodeContext): Promise<ContentLoadResult<WordPressNodeProps>> {
  const result = await getWordPressProps({ ctx: context });
  if ('notFound' in result) return { notFound: true };
  const { props } = result;
  const templateName = pickTemplateName(props.__SEED_NODE__ ?? {}, Object.keys(templates));
  const rule = templateName ? TEMPLATE_RULES[templateName] : undefined;
  // A node whose template query finds nothing (a draft, a trashed page) is a 404, not an empty page.
  if (!rule?.hasContent(props.__TEMPLATE_QUERY_DATA__)) return { notFound: true };
  const templateExtras = rule.loadExtras ? await rule.loadExtras(props.__TEMPLATE_QUERY_DATA__) : null;
  return { props: { ...props, templateExtras } };
}

/**
 * One request through Faust: seed query for the URI, template by the spec's candidates, template
 * query, then server-only extras. Under a UI locale Faust asks for the localised URI (`/uk/…`);
 * content not translated into that language is shown in the default language instead of a 404.
 */
export async function resolveWordPressNode(context: NodeContext): Promise<ContentLoadResult<WordPressNodeProps>> {
  const localised = await resolve(context);
  if (!('notFound' in localised) || context.locale === context.defaultLocale) return localised;
  return resolve({ ...context, locale: context.defaultLocale });
}
