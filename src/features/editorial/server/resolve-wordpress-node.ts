import { getWordPressProps } from '@faustwp/core';
import type { GetServerSidePropsContext, GetStaticPropsContext } from 'next';
import { BackendFailureError } from '@/lib/backend-result';
import { pickTemplateName } from '@/lib/content/template-candidates';
import { pageFound, pageNotFound, type PageResult } from '@/lib/ssr/page-result';
import type { StructuredData } from '@/lib/seo/page-structured-data';
import type { TemplatePage } from '../templates/template-page';
import { TEMPLATE_NAMES } from '../templates/template-units';
import { serverModelContext, toTemplatePage } from './template-models';

/** A resolved WordPress node: what to render, and which node it is (a new node is a new view). */
export interface WordPressNodeProps {
  page: TemplatePage;
  /** Written by the document into the head (src/lib/seo/page-structured-data.ts). */
  structuredData: StructuredData[];
  nodeKey: string;
  uri: string | null;
}

type NodeContext = GetServerSidePropsContext | GetStaticPropsContext;

async function resolve(context: NodeContext): Promise<PageResult<WordPressNodeProps>> {
  const result = await getWordPressProps({ ctx: context });
  if ('notFound' in result || !('props' in result)) return pageNotFound();
  const seed = result.props.__SEED_NODE__ ?? {};
  const name = pickTemplateName(seed, TEMPLATE_NAMES);
  if (!name) return pageNotFound();
  const built = await toTemplatePage(
    name,
    result.props.__TEMPLATE_QUERY_DATA__,
    await serverModelContext(context.locale),
  );
  if (!built.ok && built.failure === 'not-found') return pageNotFound();
  // A changed answer is not a missing page: answered as an outage, the last good copy is kept.
  if (!built.ok) throw new BackendFailureError('content', `template ${name}`, built);
  const uri = typeof seed.uri === 'string' ? seed.uri : null;
  return pageFound({
    page: built.value.page,
    structuredData: built.value.structuredData,
    nodeKey: String(seed.id ?? uri ?? ''),
    uri,
  });
}

/**
 * One request through Faust: seed query for the URI, the template by its candidates, the
 * template's query (all Faust's), then the template unit's model. Under a UI locale Faust asks for
 * the localised URI (`/uk/…`); content not translated into that language is shown in the default
 * language instead of a 404.
 */
export async function resolveWordPressNode(context: NodeContext): Promise<PageResult<WordPressNodeProps>> {
  const localised = await resolve(context);
  const missing = !localised.ok && localised.failure === 'not-found';
  if (!missing || context.locale === context.defaultLocale) return localised;
  return resolve({ ...context, locale: context.defaultLocale });
}
